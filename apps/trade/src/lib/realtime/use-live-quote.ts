import type { Quote } from '@platform/contracts';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { marketSocket } from './socket.ts';

/**
 * The latest quote of a symbol: the snapshot it was given, then whatever the server pushes. A newer snapshot (a
 * refetch) replaces an older pushed quote; an older one never replaces a newer.
 */
export function useLiveQuote<Q extends Quote | undefined>(symbol: string, initialQuote: Q): Q | Quote {
  const [pushed, setPushed] = useState<Quote | null>(null);

  useEffect(() => {
    setPushed(null);
    return marketSocket.subscribeQuote(symbol, setPushed);
  }, [symbol]);

  if (pushed && pushed.symbol === symbol && (!initialQuote || pushed.time >= initialQuote.time)) return pushed;
  return initialQuote;
}

export function useSocketState() {
  return useSyncExternalStore(marketSocket.onStateChange, marketSocket.getState);
}
