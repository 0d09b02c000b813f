// The trade app's live quotes and socket state, on its one socket (packages/ui/src/live/use-live-quote.ts).
import type { Quote } from '@platform/contracts';
import { useLiveQuote as useSocketQuote, useSocketState as useStateOf } from '@platform/ui';
import { marketSocket } from './socket.ts';

export const useLiveQuote = <Q extends Quote | undefined>(symbol: string, initialQuote: Q): Q | Quote =>
  useSocketQuote(marketSocket, symbol, initialQuote);

export const useSocketState = () => useStateOf(marketSocket);
