// A robot as its owner sees it (the purchase history's line), and with its trade log (its page). Figures come from its
// trading records (robot-income.ts) at the live quotes.
import { ROBOT_LIMITS, type RobotDetail, type RobotView } from '@platform/contracts';
import type { Db, RobotRow } from '@platform/db';
import { Big } from '../../core/ledger/amounts.ts';
import type { OrderDesk } from '../../core/trading/order-desk.ts';
import { incomeOf, loadBooks, type RobotIncome } from './robot-income.ts';

export function robotViewOf(row: RobotRow, income: RobotIncome, orders: number): RobotView {
  return {
    id: row.id,
    productId: row.productId,
    strategy: row.strategy,
    name: row.name,
    symbol: row.symbol,
    currency: row.currency,
    plan: row.plan,
    rentDays: row.rentDays,
    feePaid: new Big(row.feePaid).toFixed(2),
    purchasedAt: row.purchasedAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    status: row.status,
    stopReason: row.stopReason,
    stoppedAt: row.stoppedAt?.toISOString() ?? null,
    params: row.params,
    allocation: new Big(row.allocation).toFixed(2),
    marginInUse: income.marginInUse,
    realizedPnl: income.realizedPnl,
    unrealizedPnl: income.unrealizedPnl,
    tradingFees: income.tradingFees,
    orders,
    openPositions: income.openPositions,
    lastStepAt: row.lastStepAt?.toISOString() ?? null,
    note: row.note,
    noteParams: row.noteParams,
  };
}

async function floatingOf(db: Db, desk: OrderDesk, userId: number) {
  const open = await desk.openPositions(db, userId);
  return new Map(open.map((p) => [p.id, p.floatingPnl ?? '0']));
}

/** The rows (all the same user's) as views, in their order. */
export async function robotViews(db: Db, desk: OrderDesk, rows: readonly RobotRow[]): Promise<RobotView[]> {
  if (rows.length === 0) return [];
  const [books, floating] = await Promise.all([
    loadBooks(
      db,
      rows.map((r) => r.id),
    ),
    floatingOf(db, desk, rows[0]!.userId),
  ]);
  return rows.map((row) => {
    const book = books.get(row.id)!;
    return robotViewOf(row, incomeOf(book, floating), book.links.length);
  });
}

export async function robotDetailOf(db: Db, desk: OrderDesk, row: RobotRow): Promise<RobotDetail> {
  const [books, floating] = await Promise.all([loadBooks(db, [row.id]), floatingOf(db, desk, row.userId)]);
  const book = books.get(row.id)!;
  const income = incomeOf(book, floating);
  return {
    robot: robotViewOf(row, income, book.links.length),
    trades: income.trades.slice(0, ROBOT_LIMITS.tradeLogLimit),
    tradeCount: income.trades.length,
  };
}
