// The application form as the applicant uses it: every field checked with the server's own schema before anything is
// sent (in English and in Chinese), what to provide for the chosen kind of dispute, the body sent and the case number
// shown after, a refusal on its field, and the real-name hint beside the real case figures. Uploading evidence and the
// case that follows are the mediation journey's (e2e/portal/journey.spec.ts); the server's rules are
// apps/server/src/features/mediation's.
import {
  type CaseDetailView,
  type Language,
  mediationApi,
  type RealInfoView,
  type RequiredMaterialsView,
  realNameApi,
  systemApi,
} from '@platform/contracts';
import { fieldError, type Handler, handle, refuse } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fill } from '../../testing/fill.ts';
import { DISPUTE_TYPES, STATISTICS } from '../../testing/fixtures.ts';
import { APPLICANT, renderPortal } from '../../testing/render-portal.tsx';

const COUNTRIES = [
  {
    dictLabel: 'Countries and regions',
    dictValue: JSON.stringify([{ country_name_en: 'Spain', country_code: 'ES', country_name_zh: '西班牙' }]),
  },
];
const SEND_TYPES = [
  { dictLabel: 'Email', dictValue: 'email' },
  { dictLabel: 'Registered post', dictValue: 'post' },
];
const MATERIALS: RequiredMaterialsView[] = [
  {
    disputeType: 'online_shopping',
    materials: [
      {
        key: 'receipt',
        label: { en: 'Order confirmation', zh: '订单确认' },
        hint: { en: 'The e-mail or page that shows what you ordered.', zh: '显示您所订购商品的邮件或页面。' },
        required: true,
      },
      {
        key: 'chat',
        label: { en: 'Messages with the shop', zh: '与商家的沟通记录' },
        hint: { en: 'What you asked and what they answered.', zh: '您的询问及对方的答复。' },
        required: false,
      },
    ],
  },
];
const DESCRIPTION = 'I paid for a package holiday that was cancelled; the agency promised a refund and never paid it.';

const created = (body: { counterpartyName: string }): CaseDetailView => ({
  id: 77,
  trackingNumber: 'MD-2026-000077',
  disputeType: 'online_shopping',
  counterpartyName: body.counterpartyName,
  amount: '1890.00',
  currency: 'EUR',
  status: 'submitted',
  createdAt: '2026-03-02T09:00:00.000Z',
  updatedAt: '2026-03-02T09:00:00.000Z',
  next: { step: 'review', actor: 'mediator', deadlineKind: null, deadlineAt: null },
  counterpartyWebsite: 'https://northwind.example',
  counterpartyContact: null,
  country: 'ES',
  sendType: 'email',
  description: DESCRIPTION,
  incidentDate: null,
  evidence: [],
  sharedEvidence: [],
  statusReason: null,
  mediatorName: null,
  history: [],
  agreementId: null,
  reportCount: 0,
  respondentState: 'not_contacted',
});

const renderApply = ({
  language = 'en',
  realName = { status: 'approved', submission: null },
  apply = handle(mediationApi.apply, ({ body }) => created(body)),
}: {
  language?: Language;
  realName?: RealInfoView;
  apply?: Handler;
} = {}) =>
  renderPortal('/apply', {
    signedIn: APPLICANT,
    language,
    api: [
      handle(realNameApi.info, realName),
      handle(mediationApi.statistics, STATISTICS),
      handle(mediationApi.disputeTypes, DISPUTE_TYPES),
      handle(mediationApi.requiredMaterials, ({ query }) =>
        MATERIALS.filter((entry) => entry.disputeType === query.disputeType),
      ),
      handle(systemApi.dictData, ({ query }) => (query.dictType === 'mediate_country' ? COUNTRIES : SEND_TYPES)),
      apply,
    ],
  });

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });

async function choose(user: UserEvent, label: RegExp, option: string) {
  await user.click(textbox(label));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

/** Fills every required field with what the server accepts, the amount as given. */
async function fillApplication(user: UserEvent, amount: string) {
  await choose(user, /^Type of dispute/, 'Online shopping');
  await fill(user, textbox(/^Name of the merchant/), 'Northwind Travel');
  await fill(user, textbox(/^Their website/), 'https://northwind.example');
  await user.click(screen.getByRole('radio', { name: 'Email' }));
  await fill(user, textbox(/^Amount in dispute/), amount);
  await choose(user, /^Currency/, 'EUR');
  await choose(user, /^Country or region of the other party/, 'Spain');
  await fill(user, textbox(/^Describe what happened/), DESCRIPTION);
  await user.click(screen.getByRole('checkbox', { name: /I understand that applying is free/ }));
}

const submit = (user: UserEvent, name = 'Submit application') => user.click(screen.getByRole('button', { name }));

describe('the application form', () => {
  it('checks every field at once before anything is sent, and a wrong amount after the rest is right', async () => {
    const { user, api } = await renderApply();
    await screen.findByRole('heading', { level: 1, name: 'Apply for mediation' });
    await submit(user);
    expect(fieldError(textbox(/^Type of dispute/))).toBe('Please choose the type of dispute');
    expect(fieldError(textbox(/^Name of the merchant/))).toBe('Please enter the name of the other party');
    expect(fieldError(textbox(/^Amount in dispute/))).toBe('Please enter the correct amount');
    expect(fieldError(textbox(/^Country or region of the other party/))).toBe('Please Select Country');
    expect(fieldError(textbox(/^Describe what happened/))).toBe(
      'Please describe what happened (at least 20 characters)',
    );
    screen.getByText('Please choose how the other party is to be notified');
    screen.getByText('Please confirm that you have read how mediation works');
    // A website or a contact is asked for with the rest, not only once the rest is right.
    expect(fieldError(textbox(/^Their website/))).toBe(
      'Please enter the website, platform or contact of the other party',
    );

    // Three decimals are refused on the amount alone (the browser journey's first try); without a website or a
    // contact, that alone is asked for.
    await fillApplication(user, '12.345');
    await submit(user);
    expect(fieldError(textbox(/^Amount in dispute/))).toBe('Please enter the correct amount');
    expect(fieldError(textbox(/^Name of the merchant/))).toBeNull();
    expect(fieldError(textbox(/^Their website/))).toBeNull();
    await fill(user, textbox(/^Amount in dispute/), '1890.00');
    await user.clear(textbox(/^Their website/));
    await submit(user);
    expect(fieldError(textbox(/^Amount in dispute/))).toBeNull();
    expect(fieldError(textbox(/^Their website/))).toBe(
      'Please enter the website, platform or contact of the other party',
    );
    expect(api.callsTo(mediationApi.apply)).toHaveLength(0);
  }, 30_000);

  it('shows what to provide for the chosen dispute, a refusal on its field, then the body sent and the case number', async () => {
    const { user, api } = await renderApply({
      apply: handle(mediationApi.apply, ({ body, calls }) =>
        calls === 0
          ? refuse(400, 'The name cannot exceed 100 characters', [
              { field: 'counterpartyName', message: 'The name cannot exceed 100 characters' },
            ])
          : created(body),
      ),
    });
    await screen.findByRole('heading', { level: 1, name: 'Apply for mediation' });
    expect(screen.queryByTestId('needed-materials')).toBeNull();
    await fillApplication(user, '1890.00');
    const needed = await screen.findByTestId('needed-materials');
    expect(
      within(needed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Order confirmation RequiredThe e-mail or page that shows what you ordered.',
      'Messages with the shop HelpfulWhat you asked and what they answered.',
    ]);
    screen.getByText('An order that was late, wrong or never came.');

    // The server's refusal goes on its field, and the form keeps what was typed.
    await submit(user);
    await waitFor(() =>
      expect(fieldError(textbox(/^Name of the merchant/))).toBe('The name cannot exceed 100 characters'),
    );
    expect(screen.queryByTestId('applied')).toBeNull();
    expect((textbox(/^Describe what happened/) as HTMLTextAreaElement).value).toBe(DESCRIPTION);

    await submit(user);
    const applied = await screen.findByTestId('applied');
    expect(applied.textContent).toContain('Your case number is MD-2026-000077.');
    expect(within(applied).getByRole('link', { name: 'Follow your case' }).getAttribute('href')).toBe(
      '/profile?tab=cases',
    );
    screen.getByText('Application submitted');
    const sent = {
      disputeType: 'online_shopping',
      counterpartyName: 'Northwind Travel',
      counterpartyWebsite: 'https://northwind.example',
      counterpartyContact: undefined,
      amount: '1890.00',
      currency: 'EUR',
      country: 'ES',
      sendType: 'email',
      incidentDate: undefined,
      description: DESCRIPTION,
      evidence: [],
      sharedEvidence: [],
      acknowledged: true,
    };
    expect(api.callsTo(mediationApi.apply).map((call) => call.body)).toEqual([sent, sent]);
    expect(screen.queryByRole('button', { name: 'Submit application' })).toBeNull();
  }, 30_000);

  it('in Chinese: its checks, the real-name hint for an unverified applicant, and the real case figures', async () => {
    const { user, api } = await renderApply({ language: 'zh', realName: { status: 'none', submission: null } });
    await screen.findByRole('heading', { level: 1, name: '申请调解' });
    await screen.findByText('只有在您的身份通过认证后，调解员才会联系对方。');
    expect(screen.getByRole('link', { name: '进行身份认证' }).getAttribute('href')).toBe('/realname');
    expect((await screen.findByTestId('stat-total')).textContent).toBe(String(STATISTICS.totalCases));
    expect(screen.getByTestId('stat-notSettled').textContent).toBe(String(STATISTICS.closedNotSettled));

    await submit(user, '提交申请');
    expect(fieldError(textbox(/^纠纷类型/))).toBe('请选择纠纷类型');
    expect(fieldError(textbox(/^描述事情经过/))).toBe('请描述事情经过（至少20个字符）');
    expect(api.callsTo(mediationApi.apply)).toHaveLength(0);
  }, 30_000);
});
