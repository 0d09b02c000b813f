// A symbol's depth and tape: the snapshot it was given (the REST answer), then whatever the server pushes.
import type { Depth } from '@platform/contracts';
import { useEffect, useState } from 'react';
import { createDepthFeed } from './depth-feed.ts';
import { marketSocket, onConnection } from './socket.ts';

const depthFeed = createDepthFeed(onConnection);

const keepConnected = () => {};

/** The latest depth of `symbol`; a newer snapshot (a refetch) replaces an older pushed depth, never the reverse. */
export function useLiveDepth(symbol: string, initial: Depth | undefined): Depth | undefined {
  const [pushed, setPushed] = useState<Depth | null>(null);
  useEffect(() => {
    setPushed(null);
    // An older depth arriving late (a reconnect's snapshot racing a push) never replaces a newer one.
    const stopDepth = depthFeed.subscribe(symbol, (next) =>
      setPushed((previous) => (previous && previous.time > next.time ? previous : next)),
    );
    // The symbol's quotes keep the connection up (the quote page listens to them anyway).
    const stopQuote = marketSocket.subscribeQuote(symbol, keepConnected);
    return () => {
      stopDepth();
      stopQuote();
    };
  }, [symbol]);
  if (pushed && pushed.symbol === symbol && (!initial || pushed.time >= initial.time)) return pushed;
  return initial;
}
