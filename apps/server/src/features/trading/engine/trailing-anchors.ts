// Trailing stops' anchors in the database, moved set-based: one statement per symbol and side per tick, and only when
// the quote made a new best price for some of them (the engine's memory says so). The anchor (the highest bid for a
// sell, the lowest ask for a buy) and the level it gives are what an engine rebuilt after a restart trails from.
import type { OrderSide } from '@platform/contracts';
import { and, type Db, eq, sql, tradeOrders } from '@platform/db';

/**
 * The level in SQL, as contracts' trailingStopLevel computes it: anchor ∓ (amount, or anchor × percent ÷ 100),
 * rounded to a whole tick towards the market (up for a sell, down for a buy).
 */
const levelAt = (side: OrderSide, price: string, tickSize: string) => {
  const trail = sql`coalesce(${tradeOrders.trailAmount}, ${price}::numeric * ${tradeOrders.trailPercent} / 100)`;
  return side === 'sell'
    ? sql`ceil((${price}::numeric - ${trail}) / ${tickSize}::numeric) * ${tickSize}::numeric`
    : sql`floor((${price}::numeric + ${trail}) / ${tickSize}::numeric) * ${tickSize}::numeric`;
};

/** Moves to `price` the anchor of every pending trailing stop on `side` of `symbol` that `price` betters. */
export async function moveTrailingAnchors(
  db: Db,
  symbol: string,
  side: OrderSide,
  price: string,
  tickSize: string,
): Promise<number> {
  const betters =
    side === 'sell'
      ? sql`${tradeOrders.trailAnchor} < ${price}::numeric`
      : sql`${tradeOrders.trailAnchor} > ${price}::numeric`;
  const moved = await db
    .update(tradeOrders)
    .set({ trailAnchor: sql`${price}::numeric`, triggerPrice: levelAt(side, price, tickSize) })
    .where(
      and(
        eq(tradeOrders.symbol, symbol),
        eq(tradeOrders.type, 'trailing_stop'),
        eq(tradeOrders.side, side),
        eq(tradeOrders.status, 'pending'),
        betters,
      ),
    )
    .returning({ id: tradeOrders.id });
  return moved.length;
}
