// The feedback page beyond its first send (which wallet/account-pages.dom.test.tsx covers): a text over the limit
// pasted is kept whole, says how much to shorten and is not sent; a refusal without a field keeps what was typed; the
// user's earlier feedback pages through the list by the address; the page and its answers in Chinese. The server's
// rules are apps/server/src/features/feedback/feedback.test.ts's.
import { type FeedbackView, feedbackApi } from '@platform/contracts';
import { fieldError, handle, refuse } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fill } from '../../testing/fill.ts';
import { APPLICANT, renderPortal } from '../../testing/render-portal.tsx';

const item = (id: number, overrides: Partial<FeedbackView> = {}): FeedbackView => ({
  id,
  category: 'suggestion',
  content: `Feedback number ${id}`,
  contact: null,
  image: null,
  status: 'open',
  answer: null,
  answeredAt: null,
  createdAt: '2026-03-02T09:00:00.000Z',
  ...overrides,
});
const ANSWERED = item(1, {
  category: 'problem',
  content: 'The case page is slow on my phone.',
  status: 'answered',
  answer: 'Thank you: it loads faster since today.',
  answeredAt: '2026-03-03T09:00:00.000Z',
});

const content = () => screen.getByRole('textbox', { name: /^Your feedback/ });

async function chooseCategory(user: UserEvent, option: string) {
  await user.click(screen.getByRole('textbox', { name: /^Category/ }));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('the feedback form', () => {
  it('keeps a text over 2,000 characters whole, says how much to shorten it, and sends nothing until it fits', async () => {
    const { user, api } = await renderPortal('/feedback', {
      signedIn: APPLICANT,
      api: [
        handle(feedbackApi.findMine, { rows: [], total: 0 }),
        handle(feedbackApi.create, ({ body }) => item(9, { category: body.category, content: body.content })),
      ],
    });
    await screen.findByText('You have not sent any feedback yet.');
    await chooseCategory(user, 'Suggestion');
    await fill(user, content(), 'x'.repeat(2_150));
    expect((content() as HTMLTextAreaElement).value).toHaveLength(2_150);
    expect(screen.getByTestId('feedback-count').textContent).toBe('2,150 of 2,000 characters');
    expect(fieldError(content())).toBe('150 characters too many: shorten it to 2,000 characters to send it.');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(api.callsTo(feedbackApi.create)).toHaveLength(0);

    await fill(user, content(), 'x'.repeat(2_000));
    expect(fieldError(content())).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    await screen.findByText('Thank you. Your feedback has been received');
    expect(api.callsTo(feedbackApi.create).map((call) => call.body.content.length)).toEqual([2_000]);
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    const { user, api } = await renderPortal('/feedback', {
      signedIn: APPLICANT,
      api: [
        handle(feedbackApi.findMine, { rows: [], total: 0 }),
        handle(feedbackApi.create, refuse(429, 'Too many requests. Please try again later')),
      ],
    });
    await screen.findByText('You have not sent any feedback yet.');
    await chooseCategory(user, 'Problem with the site');
    await fill(user, content(), 'The upload button does nothing on my phone.');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    await screen.findByText('Too many requests. Please try again later');
    expect(api.callsTo(feedbackApi.create)).toHaveLength(1);
    expect((content() as HTMLTextAreaElement).value).toBe('The upload button does nothing on my phone.');
    expect(screen.queryByText('Thank you. Your feedback has been received')).toBeNull();
  });
});

describe("the user's earlier feedback", () => {
  it('pages through the list by the address: page 2 is asked for and shown', async () => {
    const pages = [Array.from({ length: 10 }, (_, i) => item(i + 1)), [item(11), item(12)]];
    const { user, router, api } = await renderPortal('/feedback', {
      signedIn: APPLICANT,
      api: [handle(feedbackApi.findMine, ({ query }) => ({ rows: pages[query.page - 1] ?? [], total: 12 }))],
    });
    await screen.findByText('Feedback number 1');
    expect(screen.getAllByRole('article')).toHaveLength(10);
    screen.getByText('12 in total');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Feedback number 12');
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByText('Feedback number 1')).toBeNull();
    expect(api.callsTo(feedbackApi.findMine).map((call) => call.query)).toEqual([
      { page: 1, size: 10 },
      { page: 2, size: 10 },
    ]);
  });

  it('in Chinese: an answered item with its category and answer, one waiting, and the checks of an empty form', async () => {
    const { user, api } = await renderPortal('/feedback', {
      signedIn: APPLICANT,
      language: 'zh',
      api: [handle(feedbackApi.findMine, { rows: [ANSWERED, item(2)], total: 2 })],
    });
    await screen.findByRole('heading', { level: 1, name: '意见反馈' });
    const [answered, waiting] = await screen.findAllByRole('article');
    expect(answered!.textContent).toContain('网站问题');
    expect(answered!.textContent).toContain('已回复');
    expect(within(answered!).getByText(/^我们的回复/).textContent).toMatch(/^我们的回复（.+）$/);
    expect(answered!.textContent).toContain('Thank you: it loads faster since today.');
    expect(waiting!.textContent).toContain('等待回复');

    await user.click(screen.getByRole('button', { name: '提交反馈' }));
    await waitFor(() => expect(fieldError(screen.getByRole('textbox', { name: /^类别/ }))).toBe('请选择类别'));
    expect(api.callsTo(feedbackApi.create)).toHaveLength(0);
  });
});
