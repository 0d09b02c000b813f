// A catalogue row as users see it: its instrument's name, lot and the class's fee rate from the order desk. A grid's
// default range is recentred on the live price (keeping its width), so the defaults are always sane.
import type { RobotParams, RobotProductView } from '@platform/contracts';
import { type Db, eq, type RobotProductRow, robotProducts } from '@platform/db';
import { Big } from '../../core/ledger/amounts.ts';
import type { DeskTerms, OrderDesk } from '../../core/trading/order-desk.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * One product, locked FOR UPDATE with `lock` (an operator's change); a missing one is 404, or refused on `field` (a
 * purchase names the product in its body).
 */
export async function productRow(
  db: Db,
  id: number,
  options: { lock?: boolean; field?: string } = {},
): Promise<RobotProductRow> {
  const query = db.select().from(robotProducts).where(eq(robotProducts.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw options.field ? AppError.badRequest('robotProductNotFound', options.field) : AppError.notFound();
  return row;
}

export function recentred(params: RobotParams, desk: OrderDesk, symbol: string, tickSize: string): RobotParams {
  if (params.strategy !== 'grid') return params;
  const quote = desk.quote(symbol);
  const bid = quote?.bid ?? quote?.last;
  const ask = quote?.ask ?? quote?.last;
  if (!bid || !ask) return params;
  const mid = new Big(bid).plus(ask).div(2);
  const lower = new Big(params.lowerPrice);
  const upper = new Big(params.upperPrice);
  const halfWidth = upper.minus(lower).div(upper.plus(lower));
  const tick = new Big(tickSize);
  const onTick = (value: Big, mode: 0 | 3) => value.div(tick).round(0, mode).times(tick);
  const low = onTick(mid.times(new Big(1).minus(halfWidth)), Big.roundDown);
  const high = onTick(mid.times(new Big(1).plus(halfWidth)), Big.roundUp);
  if (low.lte(0) || high.lte(low)) return params;
  return { ...params, lowerPrice: low.toString(), upperPrice: high.toString() };
}

export function productViewOf(row: RobotProductRow, terms: DeskTerms, desk: OrderDesk): RobotProductView {
  return {
    id: row.id,
    strategy: row.strategy,
    name: row.name,
    description: row.description,
    symbol: row.symbol,
    instrumentName: terms.name,
    currency: row.currency,
    lotSize: terms.lotSize,
    tradingFeeRate: terms.feeRate,
    defaultParams: recentred(row.defaultParams, desk, row.symbol, terms.tickSize),
    buyPrice: new Big(row.buyPrice).toFixed(2),
    rentOptions: row.rentOptions.map((o) => ({ days: o.days, fee: new Big(o.fee).toFixed(2) })),
    minAllocation: new Big(row.minAllocation).toFixed(2),
    active: row.active,
  };
}

export async function productView(db: Db, desk: OrderDesk, row: RobotProductRow): Promise<RobotProductView> {
  return productViewOf(row, await desk.terms(db, row.symbol), desk);
}

/** Active products whose instrument can be traded now, by id: their terms from one read, however many. */
export async function findProducts(db: Db, desk: OrderDesk): Promise<RobotProductView[]> {
  const rows = await db.select().from(robotProducts).where(eq(robotProducts.active, true)).orderBy(robotProducts.id);
  const terms = await desk.termsOf(
    db,
    rows.map((row) => row.symbol),
  );
  return rows.flatMap((row) => {
    const these = terms.get(row.symbol);
    return these ? [productViewOf(row, these, desk)] : [];
  });
}
