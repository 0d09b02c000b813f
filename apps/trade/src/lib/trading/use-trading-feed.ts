// Keeps the open screen's trading figures current from the socket instead of a timer: what the order engine did for
// the user (a fill, a close, a margin call) makes the trading reads ask again at once; money moved otherwise (a
// transfer, an IPO delivery, a settlement) sends an inbox message, which asks them again too (inbox/inbox-news.ts).
// While the news cannot be heard the reads poll (pollWhileUnheard); whenever it starts or stops being heard they ask
// once, which is also when they learn whether to poll on (and, after a loss, get what was missed).
import type { TradingEvent } from '@platform/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { marketSocket } from '../realtime/socket.ts';
import { tradingKeys, tradingNewsHeard } from './api.ts';

export function useTradingFeed(onEvent?: (event: TradingEvent) => void) {
  const queryClient = useQueryClient();
  const said = useRef(onEvent);
  said.current = onEvent;

  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: tradingKeys.all });
    let heard = tradingNewsHeard();
    const stopState = marketSocket.onStateChange(() => {
      if (tradingNewsHeard() === heard) return;
      heard = !heard;
      // A read already under way is not asked twice: its answer comes after the change and decides the same.
      void queryClient.invalidateQueries({ queryKey: tradingKeys.all }, { cancelRefetch: false });
    });
    const stopTrading = marketSocket.watchTrading((event) => {
      refresh();
      said.current?.(event);
    });
    return () => {
      stopState();
      stopTrading();
    };
  }, [queryClient]);
}
