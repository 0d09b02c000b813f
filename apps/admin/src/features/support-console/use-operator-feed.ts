// The operator's live support feed: every conversation's messages, changes and typing, over /api/ws.
import type { SupportWsServerMessage } from '@platform/contracts';
import { openSupportSocket } from '@platform/ui';
import { useEffect, useRef, useState } from 'react';
import { useSession } from '../../shared/session.ts';

export function useOperatorFeed(onEvent: (event: SupportWsServerMessage) => void, onLive: () => void) {
  const token = useSession((s) => s.token);
  // `live` is assumed until the connection is lost (no warning while it opens); `heard` only once the server confirms.
  const [live, setLive] = useState(true);
  const [heard, setHeard] = useState(false);
  const handlers = useRef({ onEvent, onLive });
  handlers.current = { onEvent, onLive };
  const socket = useRef<ReturnType<typeof openSupportSocket> | null>(null);

  useEffect(() => {
    if (!token) return;
    const s = openSupportSocket({
      token,
      watch: { as: 'operator' },
      onEvent: (event) => handlers.current.onEvent(event),
      onLive: () => {
        setLive(true);
        setHeard(true);
        handlers.current.onLive();
      },
      onLost: () => {
        setLive(false);
        setHeard(false);
      },
    });
    socket.current = s;
    return () => {
      s.close();
      socket.current = null;
    };
  }, [token]);

  return {
    live,
    /** The server confirmed the watch: lists need not poll. */
    heard,
    typing: (conversationId: number) => socket.current?.send({ op: 'support.typing', conversationId }),
  };
}
