// The support console in a DOM: the list filtered from the address and searched by what the operator types, each
// conversation with its last message, source and unread count; a conversation opened is marked read, assigned to the
// operator (then not again) and closed after a confirm (then no composer); a customer's message and typing pushed
// through the live socket appear in the open thread, and a reply is sent and shown; a reviewer is told in Chinese
// who answers, unasked.
import {
  type AdminConversation,
  type SupportCustomerView,
  type SupportMessage,
  supportAdminApi,
} from '@platform/contracts';
import { handle } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN, FIRST, operatorWith, renderAdmin } from '../../testing/render-admin.tsx';

const LUCY: AdminConversation = {
  id: 9,
  source: 'trade',
  state: 'open',
  userId: 100_042,
  userName: 'lucy',
  userEmail: 'lucy@example.com',
  assigneeId: null,
  assigneeName: null,
  unread: 2,
  userReadUpTo: 0,
  lastMessage: 'Why was my withdrawal returned?',
  lastMessageAt: '2026-11-28T09:05:00.000Z',
  createdAt: '2026-11-28T09:00:00.000Z',
};

const message = (id: number, sender: SupportMessage['sender'], text: string): SupportMessage => ({
  id,
  conversationId: LUCY.id,
  sender,
  senderName: sender === 'operator' ? 'admin' : null,
  text,
  attachment: null,
  createdAt: `2026-11-28T09:0${id % 10}:00.000Z`,
});

const CUSTOMER: SupportCustomerView = { userId: LUCY.userId, realNameStatus: 'approved', cases: [], totalCases: 0 };

/** A server holding Lucy's conversation: read, assigned, closed and answered as the real one does. */
function supportServer() {
  let conversation = { ...LUCY };
  const change = (next: Partial<AdminConversation>) => {
    conversation = { ...conversation, ...next };
    return conversation;
  };
  return [
    handle(supportAdminApi.conversations, ({ query }) => {
      const shown = [conversation].filter(
        (c) =>
          (query.filter !== 'unread' || c.unread > 0) &&
          (query.filter !== 'open' || c.state === 'open') &&
          (!query.q || c.userEmail.includes(query.q)),
      );
      return { rows: shown, total: shown.length };
    }),
    handle(supportAdminApi.conversation, () => conversation),
    handle(supportAdminApi.customer, CUSTOMER),
    handle(supportAdminApi.messages, {
      rows: [message(1, 'user', 'Hello?'), message(2, 'user', 'Why was my withdrawal returned?')],
      hasMore: false,
    }),
    handle(supportAdminApi.markRead, () => {
      change({ unread: 0 });
      return null;
    }),
    handle(supportAdminApi.assign, () => change({ assigneeId: ADMIN.userId, assigneeName: ADMIN.username })),
    handle(supportAdminApi.close, () => change({ state: 'closed' })),
    handle(supportAdminApi.reply, ({ body }) => message(3, 'operator', body.text)),
  ];
}

describe('the support console', () => {
  it('keeps the filter from the address, searches by what is typed, and lists each conversation as it stands', async () => {
    const { user, api } = await renderAdmin('/support?filter=unread', { api: supportServer(), viewport: 'desktop' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Support chat' }, FIRST)).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Unread' }) as HTMLInputElement).checked).toBe(true);
    const entry = await screen.findByRole('link', { name: /lucy/ });
    expect(entry.textContent).toContain('Why was my withdrawal returned?');
    expect(entry.textContent).toContain('Trade app');
    expect(entry.textContent).toContain('2 unread');
    expect(entry.getAttribute('href')).toBe('/support/9?filter=unread');
    expect(api.callsTo(supportAdminApi.conversations)[0]!.query).toMatchObject({ filter: 'unread' });

    const search = screen.getByRole('searchbox', { name: /Search by user ID/ });
    await user.type(search, 'nobody@example.com{Enter}');
    expect(await screen.findByText('No conversations here')).toBeTruthy();
    expect(api.callsTo(supportAdminApi.conversations).at(-1)!.query).toMatchObject({
      filter: 'unread',
      q: 'nobody@example.com',
    });
  });

  it('marks an opened conversation read (out of the unread list), assigns it to the operator once, and closes it after a confirm', async () => {
    const { user, api } = await renderAdmin('/support?filter=unread', { api: supportServer(), viewport: 'desktop' });
    expect(await screen.findByText('Choose a conversation to read it.', undefined, FIRST)).toBeTruthy();
    await user.click(await screen.findByRole('link', { name: /lucy/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'lucy' }, FIRST)).toBeTruthy();
    expect(await screen.findByText('Verified')).toBeTruthy();
    expect(screen.getByText(/Unassigned/)).toBeTruthy();
    // What is shown is read: up to the customer's newest message on screen.
    await waitFor(() =>
      expect(api.callsTo(supportAdminApi.markRead)).toEqual([expect.objectContaining({ body: { upTo: 2 } })]),
    );
    // Read, it leaves the unread list beside the thread.
    expect(await screen.findByText('No conversations here')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Assign to me' }));
    expect(await screen.findByText('Assigned to you')).toBeTruthy();
    expect(await screen.findByText(/Assigned to admin/)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Assign to me' }).hasAttribute('disabled')).toBe(true),
    );
    expect(api.callsTo(supportAdminApi.assign)).toEqual([{ params: { id: 9 }, query: undefined, body: undefined }]);

    await user.click(screen.getByRole('button', { name: 'Close conversation' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain('Close this conversation?');
    await user.click(within(confirm).getByRole('button', { name: 'Ok' }));
    expect(await screen.findByText('Conversation closed')).toBeTruthy();
    expect(
      await screen.findByText('This conversation is closed. The customer’s next message opens a new one.'),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Assign to me' })).toBeNull();
    expect(api.callsTo(supportAdminApi.close)).toHaveLength(1);
  });

  it('shows what the customer writes and types as it is pushed, and sends the operator’s reply', async () => {
    const { user, api, socket } = await renderAdmin('/support/9', { api: supportServer(), viewport: 'desktop' });
    const thread = await screen.findByRole('log', { name: 'Messages with lucy' }, FIRST);
    await within(thread).findByText('Hello?');
    // The console signs its connection in and watches every conversation as an operator.
    await waitFor(() => expect(socket.sent()).toContainEqual({ op: 'support.watch', as: 'operator' }));
    expect(socket.sent()[0]).toEqual({ op: 'auth', token: 'test-token' });
    // Once each: the connection opened once.
    expect(socket.sent().filter((m) => m.op === 'auth' || m.op === 'support.watch')).toHaveLength(2);

    socket.push({ type: 'support.typing', conversationId: 9, from: 'user' });
    expect(screen.getByText('lucy is typing…')).toBeTruthy();
    socket.push({ type: 'support.message', data: message(4, 'user', 'It says the card name differs.') });
    expect(within(thread).getByText('It says the card name differs.')).toBeTruthy();
    // Her message ends her typing.
    expect(screen.queryByText('lucy is typing…')).toBeNull();
    // A message in another conversation is not shown in this one.
    socket.push({ type: 'support.message', data: { ...message(5, 'user', 'Someone else'), conversationId: 10 } });
    expect(within(thread).queryByText('Someone else')).toBeNull();

    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'We are checking it now.{Enter}');
    expect(await within(thread).findByText('We are checking it now.')).toBeTruthy();
    expect(api.callsTo(supportAdminApi.reply)).toEqual([
      { params: { id: 9 }, query: undefined, body: { text: 'We are checking it now.' } },
    ]);
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe('');

    socket.drop();
    expect(screen.getByText('Live updates lost. Reconnecting…')).toBeTruthy();
  });

  it('polls the list only while the live feed is not heard', async () => {
    // Only the intervals are faked: the list's poll is one, and everything else keeps real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { api, socket } = await renderAdmin('/support', { api: supportServer(), viewport: 'desktop' });
      await screen.findByRole('link', { name: /lucy/ }, FIRST);
      await waitFor(() => expect(socket.sent()).toContainEqual({ op: 'support.watch', as: 'operator' }));
      const lists = () => api.callsTo(supportAdminApi.conversations).length;
      const before = lists();
      vi.advanceTimersByTime(31_000); // not yet confirmed: polled
      await waitFor(() => expect(lists()).toBe(before + 1));

      socket.push({ type: 'support.watching', as: 'operator' }); // confirmed: asked once for what was missed, then no polling
      await waitFor(() => expect(lists()).toBe(before + 2));
      vi.advanceTimersByTime(95_000);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(lists()).toBe(before + 2);

      socket.drop(); // lost: polled again
      vi.advanceTimersByTime(31_000);
      await waitFor(() => expect(lists()).toBe(before + 3));
    } finally {
      vi.useRealTimers();
    }
  });

  it('tells a reviewer in Chinese who answers support chat, and asks the server nothing', async () => {
    const { api } = await renderAdmin('/support', {
      operator: operatorWith(['reviewer']),
      language: 'zh',
      viewport: 'desktop',
    });
    expect(await screen.findByRole('heading', { level: 1, name: '客服聊天' }, FIRST)).toBeTruthy();
    expect(screen.getByText(/客服聊天由具有"客服"或"管理员"角色的运营人员处理/)).toBeTruthy();
    expect(api.callsTo(supportAdminApi.conversations)).toHaveLength(0);
  });
});
