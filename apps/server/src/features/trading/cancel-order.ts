// Cancelling or expiring an entrusted order: it leaves the book and its hold is released in full.
import type { OrderStatus } from '@platform/contracts';
import { and, type Db, eq, nextRevision, type TradeOrderRow, tradeOrders } from '@platform/db';
import { voidHold } from '../../core/ledger/holds.ts';
import { AppError } from '../../lib/app-error.ts';
import { lockTradingAccounts } from './trading-ledger.ts';

/** Locks the pending order (of `userId`, when given); answers undefined when it is not pending (or not theirs). */
export async function lockPendingOrder(tx: Db, id: number, userId?: number): Promise<TradeOrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(tradeOrders)
    .where(and(eq(tradeOrders.id, id), eq(tradeOrders.status, 'pending')))
    .for('update');
  if (!row || (userId !== undefined && row.userId !== userId)) return undefined;
  return row;
}

/** Ends a locked pending order as cancelled, expired or rejected, with the reason said. */
export async function endOrder(
  tx: Db,
  order: TradeOrderRow,
  status: Extract<OrderStatus, 'cancelled' | 'expired' | 'rejected'>,
  reason: string,
  now: Date,
): Promise<TradeOrderRow> {
  await lockTradingAccounts(tx, order.userId, order.currency);
  if (order.holdId !== null) await voidHold(tx, order.holdId);
  const [ended] = await tx
    .update(tradeOrders)
    .set({ status, reason, holdId: null, heldAmount: '0', endedAt: now, revision: nextRevision })
    .where(eq(tradeOrders.id, order.id))
    .returning();
  return ended!;
}

/** The user's cancel: only their own order, only while it is pending. */
export async function cancelOrder(tx: Db, userId: number, id: number, now: Date) {
  const [mine] = await tx
    .select({ status: tradeOrders.status })
    .from(tradeOrders)
    .where(and(eq(tradeOrders.id, id), eq(tradeOrders.userId, userId)));
  if (!mine) throw AppError.notFound();
  const order = await lockPendingOrder(tx, id, userId);
  if (!order) throw AppError.conflict('orderNotPending');
  return endOrder(tx, order, 'cancelled', 'Cancelled by you', now);
}
