import type { Quote } from '@platform/contracts';
import { useEffect, useState } from 'react';
import { marketSocket } from '../realtime/socket.ts';

/** The latest pushed quote of each symbol (none until its first tick); subscribed while the caller is shown. */
export function useLiveQuotes(symbols: readonly string[]): ReadonlyMap<string, Quote> {
  const [quotes, setQuotes] = useState<ReadonlyMap<string, Quote>>(() => new Map());
  const topics = [...new Set(symbols)].sort().join(',');

  useEffect(() => {
    if (!topics) return;
    const stops = topics.split(',').map((symbol) =>
      marketSocket.subscribeQuote(symbol, (quote) =>
        setQuotes((current) => {
          const known = current.get(symbol);
          if (known && known.time > quote.time) return current;
          return new Map(current).set(symbol, quote);
        }),
      ),
    );
    return () => {
      for (const stop of stops) stop();
    };
  }, [topics]);

  return quotes;
}
