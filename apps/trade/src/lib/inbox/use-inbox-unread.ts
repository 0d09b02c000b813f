// The signed-in user's unread count, live (useLiveUnread); an urgent new message (a margin call) is also raised as a
// toast, on whatever screen is open.
import type { InboxMessage } from '@platform/contracts';
import { useLiveUnread } from '@platform/ui';
import { marketSocket } from '../realtime/socket.ts';
import { useSession } from '../session.ts';
import { inboxKeys, unreadQuery } from './api.ts';

const raiseIfUrgent = (latest: InboxMessage) => {
  if (latest.urgent) void import('./urgent-toast.ts').then(({ raiseUrgent }) => raiseUrgent(latest));
};

export function useInboxUnread(): number {
  const signedIn = useSession((s) => s.token !== null);
  return useLiveUnread(marketSocket, {
    query: unreadQuery(),
    listsKey: [...inboxKeys.all, 'messages'],
    signedIn,
    onLatest: raiseIfUrgent,
  });
}
