// Query factories of the portal's inbox: the account's messages as far as the portal shows them (case notices,
// announcements, identity, customer service; not trading), the unread count (live over the socket), and marking read.
import { inboxApi } from '@platform/contracts';
import { useLiveUnread } from '@platform/ui';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { liveSocket } from '../../lib/live.ts';
import { useSignedInUser } from '../../lib/session.ts';

export const MESSAGES_PAGE_SIZE = 10;
const APP = 'portal';

export const inboxKeys = {
  all: ['inbox', APP] as const,
  unread: () => [...inboxKeys.all, 'unread'] as const,
  page: (page: number) => [...inboxKeys.all, 'messages', page] as const,
};

/**
 * GET /api/inbox/unread?app=portal: read once, then pushed over the socket; asked again every minute only while that
 * news is not heard (the socket down).
 */
export const unreadMessagesQuery = () =>
  queryOptions({
    queryKey: inboxKeys.unread(),
    queryFn: ({ signal }) => api.call(inboxApi.unread, { query: { app: APP } }, { signal, allowParallel: true }),
    staleTime: 30_000,
    refetchInterval: () => (liveSocket.inboxHeard() ? false : 60_000),
  });

/** The portal's unread count, live while a page shows it. */
export const useUnreadMessages = () =>
  useLiveUnread(liveSocket, {
    query: unreadMessagesQuery(),
    listsKey: [...inboxKeys.all, 'messages'],
    signedIn: useSignedInUser() !== null,
  });

/** GET /api/inbox/messages?app=portal: newest first, a page at a time. */
export const messagesQuery = (page: number) =>
  queryOptions({
    queryKey: inboxKeys.page(page),
    queryFn: ({ signal }) =>
      api.call(
        inboxApi.messages,
        { query: { app: APP, pageNum: page, pageSize: MESSAGES_PAGE_SIZE } },
        { signal, allowParallel: true },
      ),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });

/** POST /api/inbox/messages/:id/read. */
export const markMessageRead = (id: number) => api.call(inboxApi.read, { params: { id } }, { allowParallel: true });

/** POST /api/inbox/read-all { app: 'portal' }: only what the portal shows. */
export const markAllMessagesRead = () => api.call(inboxApi.readAll, { body: { app: APP } });
