// House block offers as users and operators see them: priced now from the live last price and the band.
import { BLOCK_TRADE_MIN_SHARES, type BlockOfferView, blockPrices } from '@platform/contracts';
import { type BlockOfferRow, blockOffers, type Db, eq } from '@platform/db';
import type { OrderDesk } from '../../core/trading/order-desk.ts';

/** The offer priced at the live last price, or null when the instrument has no price now. */
export async function offerViewOf(db: Db, desk: OrderDesk, row: BlockOfferRow): Promise<BlockOfferView | null> {
  const quote = desk.quote(row.symbol);
  if (!quote?.last) return null;
  const terms = await desk.terms(db, row.symbol);
  return {
    symbol: terms.symbol,
    name: terms.name,
    currency: terms.currency as BlockOfferView['currency'],
    last: quote.last,
    bandPercent: row.bandPercent,
    tickSize: terms.tickSize,
    ...blockPrices(quote.last, row.bandPercent, terms.tickSize),
    available: row.available,
    minQuantity: BLOCK_TRADE_MIN_SHARES,
    lotSize: terms.lotSize,
    leverages: terms.leverages,
    feeRate: terms.feeRate,
  };
}

export async function offerRow(db: Db, symbol: string) {
  const [row] = await db.select().from(blockOffers).where(eq(blockOffers.symbol, symbol));
  return row;
}
