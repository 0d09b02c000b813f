// The respondent's page as the respondent uses it (what each stage shows is respond-page.test.tsx's): taking part
// checks the name and code, sends the code to the address the link went to and then the answer; declining asks once
// more before anything is sent; a link the server refuses shows its words and nothing of the case, also when it stops
// working while a form is open; a question is sent and the choices stay, in Chinese. The server's rules are
// apps/server/src/features/mediation/respondent's; the whole story with a real mailed code is
// e2e/portal/respondent.spec.ts's.
import {
  type CaseThreadView,
  mediationApi,
  mediationThreadApi,
  type RespondentCaseView,
  respondentApi,
} from '@platform/contracts';
import { fieldError, handle, refuse } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fill } from '../../testing/fill.ts';
import { DISPUTE_TYPES } from '../../testing/fixtures.ts';
import { renderPortal } from '../../testing/render-portal.tsx';

/** 43 characters of base64url, as the server makes them. */
const TOKEN = 'Abcdefghij_klmnopqrstu-vwxyz0123456789ABCDE';
const LINK_INVALID = 'This link is not valid: it may have expired or been replaced. Ask the mediator for a new one.';

const NOTIFIED: RespondentCaseView = {
  caseId: 1,
  trackingNumber: 'MD-2026-000001',
  status: 'accepted',
  respondentState: 'notified',
  applicantName: 'Li Wei',
  counterpartyName: 'Acme Trading Ltd',
  disputeType: 'online_shopping',
  amount: '1250.00',
  currency: 'USD',
  description: 'Paid for a laptop that never arrived.',
  incidentDate: null,
  evidence: [],
  evidenceOpens: false,
  filedAt: '2026-03-01T09:00:00.000Z',
  mediatorName: 'Chen Jing',
  contactEmail: 'support@acme.example',
  respondentName: null,
  next: {
    step: 'respondent_answer',
    actor: 'you',
    deadlineKind: 'respondent_answer',
    deadlineAt: '2026-03-20T12:00:00.000Z',
  },
  agreement: null,
};
const THREAD: CaseThreadView = {
  trackingNumber: NOTIFIED.trackingNumber,
  open: true,
  messages: [],
  proposals: [],
  readUpTo: { applicant: null, respondent: null, mediator: null },
};

const openLink = (options: { language?: 'en' | 'zh'; api: ReturnType<typeof handle>[] }) =>
  renderPortal(`/respond/${TOKEN}`, {
    language: options.language,
    api: [handle(mediationApi.disputeTypes, DISPUTE_TYPES), ...options.api],
  });

describe('the respondent taking part', () => {
  it('checks the name and the code, sends the code to the address the link went to, then takes part', async () => {
    const { user, api } = await openLink({
      api: [
        handle(respondentApi.case, NOTIFIED),
        handle(respondentApi.sendCode, { trackingNumber: NOTIFIED.trackingNumber }),
        handle(
          respondentApi.answer,
          ({ body }): RespondentCaseView => ({
            ...NOTIFIED,
            status: 'in_mediation',
            respondentState: 'taking_part',
            respondentName: body.answer === 'take_part' ? body.name : null,
            next: { step: 'mediation', actor: 'mediator', deadlineKind: null, deadlineAt: null },
          }),
        ),
        handle(mediationThreadApi.respondentThread, THREAD),
      ],
    });
    expect((await screen.findByTestId('respondent-state')).textContent).toBe('Waiting for your answer');
    expect(screen.queryByRole('form', { name: 'Take part' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Take part' }));
    const form = screen.getByRole('form', { name: 'Take part' });
    const email = within(form).getByRole('textbox', { name: /^E-mail address/ }) as HTMLInputElement;
    expect(email.value).toBe('support@acme.example');

    await user.click(within(form).getByRole('button', { name: 'Take part in the mediation' }));
    expect(fieldError(within(form).getByRole('textbox', { name: /^Your name or business name/ }))).toBe(
      'Please enter your name or your business name',
    );
    expect(fieldError(within(form).getByRole('textbox', { name: /^Code from the e-mail/ }))).toBe(
      'Please enter the Code',
    );
    expect(api.callsTo(respondentApi.answer)).toHaveLength(0);

    await user.click(within(form).getByRole('button', { name: 'Send code' }));
    await screen.findByText('Send the code, please check');
    expect(api.callsTo(respondentApi.sendCode).map((call) => call.body)).toEqual([
      { token: TOKEN, email: 'support@acme.example' },
    ]);
    expect(
      within(form)
        .getAllByRole('button')
        .find((button) => button.getAttribute('data-phase'))
        ?.hasAttribute('disabled'),
    ).toBe(true);

    await fill(user, within(form).getByRole('textbox', { name: /^Your name or business name/ }), 'Acme Trading Ltd');
    await fill(user, within(form).getByRole('textbox', { name: /^Code from the e-mail/ }), '12345');
    await user.click(within(form).getByRole('button', { name: 'Take part in the mediation' }));
    expect(fieldError(within(form).getByRole('textbox', { name: /^Code from the e-mail/ }))).toBe(
      'The code is wrong or has expired',
    );
    await fill(user, within(form).getByRole('textbox', { name: /^Code from the e-mail/ }), '123456');
    await user.click(within(form).getByRole('button', { name: 'Take part in the mediation' }));
    await waitFor(() => expect(screen.getByTestId('respondent-state').textContent).toBe('Taking part'));
    screen.getByText('You are taking part as Acme Trading Ltd.');
    expect(api.callsTo(respondentApi.answer).map((call) => call.body)).toEqual([
      { token: TOKEN, answer: 'take_part', name: 'Acme Trading Ltd', email: 'support@acme.example', code: '123456' },
    ]);
    expect(screen.queryByRole('radio', { name: 'Take part' })).toBeNull();
  });
});

describe('the respondent declining', () => {
  it('needs a reason, asks once more, sends nothing on Cancel, and declines on Decline', async () => {
    const { user, api } = await openLink({
      api: [
        handle(respondentApi.case, NOTIFIED),
        handle(respondentApi.answer, { ...NOTIFIED, status: 'closed_not_settled', respondentState: 'declined' }),
      ],
    });
    await user.click(await screen.findByRole('radio', { name: 'Decline' }));
    const form = screen.getByRole('form', { name: 'Decline' });
    const reason = within(form).getByRole('textbox', { name: /^Why do you decline/ });
    await user.click(within(form).getByRole('button', { name: 'Decline to take part' }));
    expect(fieldError(reason)).toBe('Please enter a reason');
    expect(screen.queryByRole('dialog')).toBeNull();

    await fill(user, reason, 'We refunded the order in full last week.');
    await user.click(within(form).getByRole('button', { name: 'Decline to take part' }));
    let ask = await screen.findByRole('dialog', { name: 'Decline to take part?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(respondentApi.answer)).toHaveLength(0);

    await user.click(within(form).getByRole('button', { name: 'Decline to take part' }));
    ask = await screen.findByRole('dialog', { name: 'Decline to take part?' });
    await user.click(within(ask).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.getByTestId('respondent-state').textContent).toBe('Declined'));
    expect(api.callsTo(respondentApi.answer).map((call) => call.body)).toEqual([
      { token: TOKEN, answer: 'decline', reason: 'We refunded the order in full last week.' },
    ]);
    expect(screen.queryByRole('radio', { name: 'Decline' })).toBeNull();
  });
});

describe('a link that does not open', () => {
  it("refuses a malformed link without asking, and shows the server's words and nothing of the case", async () => {
    // No handler answers the case at first: asking the server for this link would fail the test.
    const { router, api } = await renderPortal('/respond/not-a-token');
    await screen.findByRole('heading', { level: 1, name: 'This link cannot be opened' });
    expect(screen.getByTestId('respondent-link-invalid').textContent).toBe(LINK_INVALID);

    api.use(handle(respondentApi.case, refuse(404, 'This link was replaced by a newer one.')));
    await router.navigate(`/respond/${TOKEN}`);
    await waitFor(() =>
      expect(screen.getByTestId('respondent-link-invalid').textContent).toBe('This link was replaced by a newer one.'),
    );
    expect(api.callsTo(respondentApi.case).map((call) => call.body)).toEqual([{ token: TOKEN }]);
    expect(screen.queryByText('Acme Trading Ltd', { exact: false })).toBeNull();
  });

  it('in Chinese: a question is sent and the choices stay; a link that stops working meanwhile closes the page', async () => {
    const { user, api } = await openLink({
      language: 'zh',
      api: [
        handle(respondentApi.case, ({ calls }) =>
          calls === 0 ? NOTIFIED : refuse(404, '此链接无效：可能已过期或已被替换。请向调解员索取新链接。'),
        ),
        handle(respondentApi.answer, ({ calls }) => (calls === 0 ? NOTIFIED : refuse(404, 'Not found'))),
      ],
    });
    await screen.findByRole('heading', { level: 1, name: `调解申请 ${NOTIFIED.trackingNumber}` });
    await user.click(screen.getByRole('radio', { name: '提出问题' }));
    const form = screen.getByRole('form', { name: '提出问题' });
    await user.click(within(form).getByRole('button', { name: '发送问题' }));
    expect(fieldError(within(form).getByRole('textbox', { name: /^您想问调解员的问题/ }))).toBe('请输入您的问题');
    expect(api.callsTo(respondentApi.answer)).toHaveLength(0);

    await fill(user, within(form).getByRole('textbox', { name: /^您想问调解员的问题/ }), '需要提供哪些订单记录？');
    await user.click(within(form).getByRole('button', { name: '发送问题' }));
    expect((await within(form).findByTestId('question-sent')).textContent).toBe(
      '您的问题已发送，调解员将通过邮件答复您。您仍可在此参与调解或拒绝。',
    );
    screen.getByRole('radio', { name: '参与调解' });
    expect(api.callsTo(respondentApi.answer).map((call) => call.body)).toEqual([
      { token: TOKEN, answer: 'question', question: '需要提供哪些订单记录？' },
    ]);

    // The link is revoked meanwhile: the next answer is refused, the page reloads the case and shows why.
    await fill(user, within(form).getByRole('textbox', { name: /^您想问调解员的问题/ }), '还有一个问题。');
    await user.click(within(form).getByRole('button', { name: '发送问题' }));
    await screen.findByRole('heading', { level: 1, name: '无法打开此链接' });
    expect(screen.getByTestId('respondent-link-invalid').textContent).toBe(
      '此链接无效：可能已过期或已被替换。请向调解员索取新链接。',
    );
    expect(screen.queryByRole('radio')).toBeNull();
  });
});

describe("the respondent's thread, live", () => {
  it("watches the case's news with the link's token, does not poll while it is heard, and asks again on news", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }); // only the polls' clocks
    try {
      const takingPart: RespondentCaseView = {
        ...NOTIFIED,
        status: 'in_mediation',
        respondentState: 'taking_part',
        respondentName: 'Acme Trading Ltd',
        next: { step: 'mediation', actor: 'mediator', deadlineKind: null, deadlineAt: null },
      };
      let thread = THREAD;
      const { api, socket } = await openLink({
        api: [handle(respondentApi.case, takingPart), handle(mediationThreadApi.respondentThread, () => thread)],
      });
      await waitFor(() =>
        expect(socket.sent()).toContainEqual({ op: 'news.watch', topics: ['case.1'], respondentToken: TOKEN }),
      );
      const reads = () => api.callsTo(mediationThreadApi.respondentThread).length;
      socket.push({ type: 'news.watching', topics: ['case.1'] }); // heard: asked once, then no polling
      await waitFor(() => expect(reads()).toBeGreaterThanOrEqual(2));
      const heard = reads();
      vi.advanceTimersByTime(30_000);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(reads()).toBe(heard);

      // The mediator wrote: the thread is asked again and shows it.
      thread = {
        ...THREAD,
        messages: [
          {
            id: 9,
            author: 'mediator',
            authorName: 'Chen Jing',
            audience: 'all',
            body: 'Could you send the courier receipt?',
            attachments: [],
            createdAt: '2026-03-02T09:00:00.000Z',
          },
        ],
      };
      socket.push({ type: 'news.changed', topic: 'case.1' });
      await screen.findByText('Could you send the courier receipt?');
      expect(reads()).toBeGreaterThan(heard);
    } finally {
      vi.useRealTimers();
    }
  });
});
