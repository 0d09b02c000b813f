// The signed-in user's unread count, live: read once, then pushed by the server over the socket whenever the inbox
// changes (a message arrives, or one is read in another tab or on another device). A new message refreshes the open
// lists; an urgent one (a margin call) is also raised as a toast, on whatever screen is open.
import type { InboxWsServerMessage } from '@platform/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { marketSocket } from '../realtime/socket.ts';
import { useSession } from '../session.ts';
import { inboxKeys, unreadQuery } from './api.ts';

export function useInboxUnread(): number {
  const signedIn = useSession((s) => s.token !== null);
  const queryClient = useQueryClient();
  const unread = useQuery({ ...unreadQuery(), enabled: signedIn });
  useEffect(() => {
    if (!signedIn) return;
    return marketSocket.watchInbox((message: InboxWsServerMessage) => {
      // The pushed count is the newest: a read of it still on its way was counted before, and must not overwrite it.
      void queryClient.cancelQueries({ queryKey: inboxKeys.unread(), exact: true });
      queryClient.setQueryData(inboxKeys.unread(), { unread: message.unread });
      void queryClient.invalidateQueries({ queryKey: [...inboxKeys.all, 'messages'] });
      const { latest } = message;
      if (latest?.urgent) void import('./urgent-toast.ts').then(({ raiseUrgent }) => raiseUrgent(latest));
    });
  }, [signedIn, queryClient]);
  return signedIn ? (unread.data?.unread ?? 0) : 0;
}
