// Query factories of the inbox: the unread count (kept live by the socket, see use-inbox-unread.ts) and the messages,
// page by page, with a category filter and unread only; each as far as the trade app shows (not the case notices,
// which are the portal's).
import { type InboxCategory, inboxApi } from '@platform/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, nextPageOf } from '../api.ts';

export const INBOX_PAGE_SIZE = 20;

export interface InboxFilter {
  category: InboxCategory | null;
  unreadOnly: boolean;
}

export const inboxKeys = {
  all: ['inbox'] as const,
  unread: () => [...inboxKeys.all, 'unread'] as const,
  messages: (filter: InboxFilter) => [...inboxKeys.all, 'messages', filter] as const,
};

export const unreadQuery = () =>
  queryOptions({
    queryKey: inboxKeys.unread(),
    queryFn: ({ signal }) => api.call(inboxApi.unread, { query: { app: 'trade' } }, { signal, allowParallel: true }),
    staleTime: 60_000,
  });

export const messagesQuery = (filter: InboxFilter) =>
  infiniteQueryOptions({
    queryKey: inboxKeys.messages(filter),
    queryFn: ({ signal, pageParam }) =>
      api.call(
        inboxApi.messages,
        {
          query: {
            app: 'trade',
            pageNum: pageParam,
            pageSize: INBOX_PAGE_SIZE,
            ...(filter.category ? { category: filter.category } : {}),
            ...(filter.unreadOnly ? { unread: 'true' as const } : {}),
          },
        },
        { signal, allowParallel: true },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
