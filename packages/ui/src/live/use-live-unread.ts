// The signed-in user's unread count, live: read once, then pushed by the server over the socket whenever the inbox
// changes (a message arrives, or one is read in another tab or on another device). A new message refreshes the open
// lists, and the newest one is handed to the app (the trade app raises an urgent one as a toast).
import type { InboxMessage } from '@platform/contracts';
import { type QueryKey, type UseQueryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { LiveSocket } from './live-socket.ts';

type Unread = { unread: number };

export interface LiveUnread<K extends QueryKey> {
  /** The read of the count (GET /inbox/unread for the app); its key is where the pushed count is kept. */
  query: UseQueryOptions<Unread, Error, Unread, K> & { queryKey: K };
  /** The app's message lists, asked again when the inbox changed. */
  listsKey: QueryKey;
  signedIn: boolean;
  onLatest?: (latest: InboxMessage) => void;
}

export function useLiveUnread<K extends QueryKey>(
  socket: LiveSocket,
  { query, listsKey, signedIn, onLatest }: LiveUnread<K>,
): number {
  const queryClient = useQueryClient();
  const unread = useQuery({ ...query, enabled: signedIn });
  const unreadKey = JSON.stringify(query.queryKey);
  const lists = JSON.stringify(listsKey);
  useEffect(() => {
    if (!signedIn) return;
    const key = JSON.parse(unreadKey) as QueryKey;
    return socket.watchInbox((message) => {
      // The pushed count is the newest: a read of it still on its way was counted before, and must not overwrite it.
      void queryClient.cancelQueries({ queryKey: key, exact: true });
      queryClient.setQueryData(key, { unread: message.unread });
      void queryClient.invalidateQueries({ queryKey: JSON.parse(lists) as QueryKey });
      if (message.latest) onLatest?.(message.latest);
    });
  }, [socket, signedIn, queryClient, unreadKey, lists, onLatest]);
  return signedIn ? (unread.data?.unread ?? 0) : 0;
}
