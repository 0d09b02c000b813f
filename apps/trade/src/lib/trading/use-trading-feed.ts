// Keeps the open screen's trading figures current from the socket instead of a timer: what the order engine did for
// the user (a fill, a close, a margin call) and any money delivered to the inbox (a transfer, an IPO delivery, a
// settlement: every money movement sends a message) make the trading reads ask again at once. While the news cannot
// be heard the reads poll (pollWhileUnheard); whenever it starts or stops being heard they ask once, which is also
// when they learn whether to poll on (and, after a loss, get what was missed).
import type { TradingEvent } from '@platform/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { marketSocket } from '../realtime/socket.ts';
import { tradingKeys } from './api.ts';

export function useTradingFeed(onEvent?: (event: TradingEvent) => void) {
  const queryClient = useQueryClient();
  const said = useRef(onEvent);
  said.current = onEvent;

  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: tradingKeys.all });
    let heard = marketSocket.tradingHeard();
    const stopState = marketSocket.onStateChange(() => {
      if (marketSocket.tradingHeard() === heard) return;
      heard = !heard;
      // A read already under way is not asked twice: its answer comes after the change and decides the same.
      void queryClient.invalidateQueries({ queryKey: tradingKeys.all }, { cancelRefetch: false });
    });
    const stopTrading = marketSocket.watchTrading((event) => {
      refresh();
      said.current?.(event);
    });
    const stopInbox = marketSocket.watchInbox((message) => {
      if (message.latest) refresh();
    });
    return () => {
      stopState();
      stopTrading();
      stopInbox();
    };
  }, [queryClient]);
}
