// The back office's view of instruments: each listing with its halt, read from the halts table.
import { CODES } from '@platform/contracts';
import { type Db, eq, type MarketHaltRow, marketHalts } from '@platform/db';
import { AppError } from '../../../lib/app-error.ts';
import { listingOf } from '../listings.ts';
import type { Market } from '../market-service.ts';

export function adminViewOf(market: Market, symbol: string, halt: MarketHaltRow | undefined) {
  const instrument = market.instrument(symbol);
  if (!instrument) throw AppError.notFound();
  return {
    ...listingOf(market, instrument),
    halted: halt !== undefined,
    haltedAt: halt?.haltedAt.toISOString() ?? null,
    haltReason: halt?.reason ?? null,
  };
}

export async function haltOf(db: Db, symbol: string): Promise<MarketHaltRow | undefined> {
  const [row] = await db.select().from(marketHalts).where(eq(marketHalts.symbol, symbol));
  return row;
}

export const haltConflict = (message: string) =>
  new AppError(CODES.conflict, null, message, [{ field: 'symbol', message }]);
