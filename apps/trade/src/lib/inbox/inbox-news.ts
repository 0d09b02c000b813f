// What the server tells the user in the inbox is also when what their screens show changed: a decision (a deposit
// approved, a withdrawal paid, block trading allowed), a job's outcome (an IPO allotted, an instalment collected, a
// follow order settled) or money moved. Each message delivered asks the open screen's own reads again, so a read that
// waits on such news (REFRESHED_BY_INBOX, whileInboxUnheard) polls only while the news is not heard: before the
// server answers the watch, and while the socket is down. When that changes, those reads ask once (for what was
// missed, and to learn whether to poll on).
import { type Query, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { marketKeys } from '../market/queries.ts';
import { marketSocket } from '../realtime/socket.ts';
import { inboxKeys } from './api.ts';

const FALLBACK = 'inbox';

/** A read the inbox news refreshes is marked so (its `meta`): it is asked once when that news is lost or heard. */
export const REFRESHED_BY_INBOX = { fallbackPoll: FALLBACK } as const;

/** The poll period of a read the inbox news refreshes: `ms` while that news is not heard, else none. */
export const whileInboxUnheard = (ms: number) => (marketSocket.inboxHeard() ? false : ms);

/** A read's options when every change to it is told in the inbox: polled every `ms` only while that is not heard. */
export const toldByInbox = (ms: number) => ({
  refetchInterval: () => whileInboxUnheard(ms),
  meta: REFRESHED_BY_INBOX,
});

/** The user's own reads: not market data (the quotes' feed keeps it current) nor the inbox (use-inbox-unread.ts). */
const OTHERS_FEEDS: unknown[] = [marketKeys.all[0], inboxKeys.all[0]];
const ownData = (query: Query) => !OTHERS_FEEDS.includes(query.queryKey[0]);
const pollsWithoutNews = (query: Query) => query.meta?.fallbackPoll === FALLBACK;

function askAgain(queryClient: QueryClient, predicate: (query: Query) => boolean, cancelRefetch = true) {
  void queryClient.invalidateQueries({ predicate }, { cancelRefetch });
}

/** Mounted once for a signed-in user (by the inbox bell in the header). */
export function useInboxNews() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let heard = marketSocket.inboxHeard();
    const stopState = marketSocket.onStateChange(() => {
      if (marketSocket.inboxHeard() === heard) return;
      heard = !heard;
      // A read already under way is not asked twice: its answer comes after the change and decides the same.
      askAgain(queryClient, pollsWithoutNews, false);
    });
    const stopNews = marketSocket.watchInbox((message) => {
      if (message.latest) askAgain(queryClient, ownData);
    });
    return () => {
      stopState();
      stopNews();
    };
  }, [queryClient]);
}
