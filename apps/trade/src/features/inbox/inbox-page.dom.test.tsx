// The inbox in a DOM: each message in the reader's language with its amounts grouped and its time in the reader's
// format; categories filter; opening a message marks it read and goes to its subject; "Mark all read" clears the
// unread ones. The badge moving live, across tabs, is the KYC journey's (e2e/trade/kyc.spec.ts).
import { type InboxMessage, inboxApi, moneyApi } from '@platform/contracts';
import { handle } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTrade } from '../../testing/render-trade.tsx';

const REFUSED: InboxMessage = {
  id: 1,
  kind: 'deposit.rejected',
  category: 'money',
  params: { id: '41', reason: 'The receipt does not show the amount' },
  link: '/assets/history?tab=deposits',
  urgent: false,
  read: false,
  createdAt: '2026-03-02T15:30:00.000Z',
};
const ALLOTTED: InboxMessage = {
  id: 2,
  kind: 'ipo.allotted',
  category: 'trade',
  params: { symbol: 'YABCD', allotted: '1000', requested: '1000', released: '12000.00' },
  link: '/ipo',
  urgent: false,
  read: true,
  createdAt: '2026-03-01T09:05:00.000Z',
};

/** The server's inbox: filtered by category and unread, marked read one by one or all at once. */
function inbox(messages: InboxMessage[]) {
  let rows = messages.map((m) => ({ ...m }));
  const unread = () => rows.filter((m) => !m.read).length;
  return [
    handle(inboxApi.unread, () => ({ unread: unread() })),
    handle(inboxApi.messages, ({ query }) => {
      const shown = rows.filter(
        (m) => (!query.category || m.category === query.category) && (query.unread !== 'true' || !m.read),
      );
      return { rows: shown, total: shown.length, unread: unread() };
    }),
    handle(inboxApi.read, ({ params }) => {
      rows = rows.map((m) => (m.id === params.id ? { ...m, read: true } : m));
      return rows.find((m) => m.id === params.id)!;
    }),
    handle(inboxApi.readAll, () => {
      const marked = unread();
      rows = rows.map((m) => ({ ...m, read: true }));
      return { marked, unread: 0 };
    }),
  ];
}

const items = () => within(screen.getByRole('list', { name: 'Messages' })).queryAllByRole('listitem');

describe('the inbox', () => {
  it('says each message in English, amounts grouped, dated for the reader; categories filter', async () => {
    const { user } = await renderTrade('/inbox', { api: inbox([REFUSED, ALLOTTED]) });
    const refused = await screen.findByTestId('message-1');
    expect(refused.textContent).toContain('Deposit refused');
    expect(refused.textContent).toContain('Your deposit #41 was refused: The receipt does not show the amount');
    expect(within(refused).getByRole('img', { name: 'Unread' })).toBeTruthy();
    const allotted = screen.getByTestId('message-2');
    expect(allotted.textContent).toContain('Your subscription to YABCD: 1000 of 1000 shares allotted; 12,000.00 USD');
    expect(allotted.textContent).toMatch(/\d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d/);

    const filters = screen.getByRole('radiogroup', { name: 'Show' });
    await user.click(within(filters).getByText('Money', { exact: true }));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(items()[0]!.textContent).toContain('Deposit refused');
    await user.click(within(filters).getByText('Account', { exact: true }));
    expect(await screen.findByText('No messages match this filter.')).toBeTruthy();
  });

  it('says them in Chinese, dated the Chinese way', async () => {
    await renderTrade('/inbox', { api: inbox([ALLOTTED]), language: 'zh' });
    const allotted = await screen.findByTestId('message-2');
    expect(allotted.textContent).toContain('新股已配售');
    expect(allotted.textContent).toContain('12,000.00 USD');
    expect(allotted.textContent).toMatch(/\d{4}年\d{1,2}月\d{1,2}日 \d\d:\d\d/);
  });

  it('marks a message read on opening and goes to its subject', async () => {
    const { user, api } = await renderTrade('/inbox', {
      api: [...inbox([REFUSED]), handle(moneyApi.deposits, { rows: [], total: 0 })],
    });
    await user.click(within(await screen.findByTestId('message-1')).getByRole('button'));
    expect(await screen.findByRole('heading', { level: 1, name: 'History' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Deposits' }).getAttribute('aria-selected')).toBe('true');
    expect(api.callsTo(inboxApi.read).map((c) => c.params)).toEqual([{ id: 1 }]);
  });

  it('marks every unread message read at once', async () => {
    const second = { ...REFUSED, id: 3, params: { id: '42', reason: 'Blurred receipt' } };
    const { user } = await renderTrade('/inbox?unread=true', { api: inbox([REFUSED, second, ALLOTTED]) });
    await waitFor(() => expect(items()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByText('2 messages marked as read')).toBeTruthy();
    expect(await screen.findByText('No messages match this filter.')).toBeTruthy();
  });

  it('keeps the count the server pushed over an answer that was read before it', async () => {
    // The page's own read of the count is slow: it was read before a message arrived, and answers after the push.
    let answerRead: (value: { unread: number }) => void = () => undefined;
    const slowRead = new Promise<{ unread: number }>((resolve) => {
      answerRead = resolve;
    });
    const { socket, queryClient } = await renderTrade('/inbox', {
      api: [handle(inboxApi.unread, () => slowRead), ...inbox([]).slice(1)],
    });
    await waitFor(() => expect(socket.sent()).toContainEqual({ op: 'inbox.watch' }));
    socket.push({ type: 'inbox.unread', unread: 1 });
    const bell = () => within(screen.getByRole('banner')).getByRole('link', { name: /^Messages/ });
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Messages, 1 unread'));
    answerRead({ unread: 0 });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(bell().getAttribute('aria-label')).toBe('Messages, 1 unread');
  });
});
