// A block offer as the market moves: repriced at each pushed last price by the same blockPrices the server fills at
// (contracts), so the card shows what an order placed now would fill at without asking the server every few seconds.
import { type BlockOfferView, blockPrices } from '@platform/contracts';
import { useLiveQuote } from '../../lib/realtime/use-live-quote.ts';

export function useLiveOffer(offer: BlockOfferView): BlockOfferView {
  const quote = useLiveQuote(offer.symbol, undefined);
  const last = quote?.last;
  if (!last || last === offer.last) return offer;
  return { ...offer, last, ...blockPrices(last, offer.bandPercent, offer.tickSize) };
}
