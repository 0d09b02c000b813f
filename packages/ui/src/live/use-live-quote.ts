import type { Quote } from '@platform/contracts';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { LiveSocket } from './live-socket.ts';

/**
 * The latest quote of a symbol: the snapshot it was given, then whatever the server pushes. A newer snapshot (a
 * refetch) replaces an older pushed quote; an older one never replaces a newer.
 */
export function useLiveQuote<Q extends Quote | undefined>(
  socket: LiveSocket,
  symbol: string,
  initialQuote: Q,
): Q | Quote {
  const [pushed, setPushed] = useState<Quote | null>(null);

  useEffect(() => {
    setPushed(null);
    return socket.subscribeQuote(symbol, setPushed);
  }, [socket, symbol]);

  if (pushed && pushed.symbol === symbol && (!initialQuote || pushed.time >= initialQuote.time)) return pushed;
  return initialQuote;
}

/** The socket's state (idle, live, reconnecting, offline), as it changes. */
export function useSocketState(socket: LiveSocket) {
  return useSyncExternalStore(socket.onStateChange, socket.getState);
}
