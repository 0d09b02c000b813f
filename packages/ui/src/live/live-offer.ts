// Apart from the live quote (use-live-quote.ts): the block price rule is not part of any app's first load.
import { type BlockOfferView, blockPrices } from '@platform/contracts';
import type { LiveSocket } from './live-socket.ts';
import { useLiveQuote } from './use-live-quote.ts';

/**
 * A block offer as the market moves: repriced at each pushed last price by the same blockPrices the server fills at
 * (contracts), so it shows what an order placed now would fill at without asking the server every few seconds.
 */
export function useLiveOffer<O extends BlockOfferView>(socket: LiveSocket, offer: O): O {
  const quote = useLiveQuote(socket, offer.symbol, undefined);
  const last = quote?.last;
  if (!last || last === offer.last) return offer;
  return { ...offer, last, ...blockPrices(last, offer.bandPercent, offer.tickSize) };
}
