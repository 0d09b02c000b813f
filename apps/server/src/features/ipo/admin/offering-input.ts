// What an operator's offering must satisfy beyond its schema: a symbol the market does not have and no other
// offering or listing uses, a financing leverage the stock class offers, and a prospectus stored as a public PDF.
import { DEFAULT_TRADING_SETTINGS, type ipoOfferingBody, type z } from '@platform/contracts';
import { and, type Db, eq, ipoOfferings, marketListings, ne, storedFiles, tradingSettings } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { pathOf, storedNameOf } from '../../../core/files/file-refs.ts';
import { AppError } from '../../../lib/app-error.ts';
import { refusingDuplicate } from '../../../lib/db-errors.ts';

type OfferingInput = z.output<typeof ipoOfferingBody>;

/** The prospectus's path (/file/<name>) when it is a stored public PDF; null for none. */
export async function requirePublicPdf(db: Db, path: string | null | undefined): Promise<string | null> {
  if (!path) return null;
  const name = storedNameOf(path);
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.storedName, name));
  if (row?.visibility !== 'public' || row.mime !== 'application/pdf') {
    throw AppError.badRequest('ipoProspectusPdf', 'prospectusFile');
  }
  return pathOf(name);
}

async function requireFreeSymbol(app: FastifyInstance, db: Db, symbol: string, selfId: number | null) {
  const taken = () => AppError.badRequest('ipoSymbolTaken', 'symbol');
  if (app.market.instrument(symbol)) throw taken();
  const [offering] = await db
    .select({ id: ipoOfferings.id })
    .from(ipoOfferings)
    .where(
      selfId === null
        ? eq(ipoOfferings.symbol, symbol)
        : and(eq(ipoOfferings.symbol, symbol), ne(ipoOfferings.id, selfId)),
    );
  const [listing] = await db
    .select({ symbol: marketListings.symbol })
    .from(marketListings)
    .where(eq(marketListings.symbol, symbol));
  if (offering || listing) throw taken();
}

async function requireStockLeverage(db: Db, leverage: number | null | undefined) {
  if (leverage == null) return;
  const [row] = await db
    .select({ leverages: tradingSettings.leverages })
    .from(tradingSettings)
    .where(eq(tradingSettings.class, 'stock'));
  const offered = row?.leverages ?? DEFAULT_TRADING_SETTINGS.stock.leverages;
  if (!offered.includes(leverage)) throw AppError.badRequest('chooseLeverage', 'financingLeverage');
}

/** The offering's columns from a checked body (every field; the seed is the caller's). */
/** What `work` answers, or a refusal on the symbol when another offering has it. */
export const symbolTaken = <T>(work: () => Promise<T>) =>
  refusingDuplicate('ipo_offerings_symbol_unique', () => AppError.badRequest('ipoSymbolTaken', 'symbol'), work);

export async function offeringValues(app: FastifyInstance, db: Db, body: OfferingInput, selfId: number | null) {
  await requireFreeSymbol(app, db, body.symbol, selfId);
  await requireStockLeverage(db, body.financingLeverage);
  return {
    symbol: body.symbol,
    company: body.company,
    exchange: body.exchange,
    sector: body.sector,
    priceLow: body.priceLow,
    priceHigh: body.priceHigh,
    finalPrice: body.finalPrice ?? null,
    lotSize: body.lotSize,
    sharesOffered: body.sharesOffered,
    sharesOutstanding: body.sharesOutstanding,
    opensAt: new Date(body.opensAt),
    closesAt: new Date(body.closesAt),
    listingDate: body.listingDate,
    prospectusDate: body.prospectusDate,
    prospectusFile: await requirePublicPdf(db, body.prospectusFile),
    fee: body.fee,
    financingRate: body.financingRate ?? null,
    financingLeverage: body.financingLeverage ?? null,
  };
}

/** What the audit log keeps of an offering: its terms, not its seed. */
export const auditedTerms = (row: Record<string, unknown>) => {
  const { seed: _seed, allotment: _allotment, ...terms } = row;
  return terms;
};
