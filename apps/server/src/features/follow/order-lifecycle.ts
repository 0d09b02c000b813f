// A follow order's two steps after placement, each in the caller's transaction with the order row locked and its
// state checked again under the lock, so a job run and a sandbox control racing each other move it once:
// start (at the institution's first mark after placement: its start equity and the follower's high-water mark) and
// settle (at the latest mark at or after its end: the hold voided, the gross P/L against the house's follow
// counterparty and the fees to fee income, as ledger entries).
import { type Db, eq, type FollowMarkRow, followOrders, ledgerAccounts } from '@platform/db';
import type { DomainEvent } from '../../core/events/domain-events.ts';
import { houseAccountId, userAccountId } from '../../core/ledger/accounts.ts';
import { Big, ZERO } from '../../core/ledger/amounts.ts';
import { voidHold } from '../../core/ledger/holds.ts';
import { postEntry } from '../../core/ledger/post-entry.ts';
import { highWaterMarkOf, outcomeOf } from './follow-money.ts';
import { institutionById, latestMarkSince, previousPeak } from './institutions-repo.ts';

async function lockOrder(tx: Db, orderId: number) {
  const [row] = await tx.select().from(followOrders).where(eq(followOrders.id, orderId)).for('update');
  return row;
}

/** Starts the waiting order at `mark` (taken after it was placed); false when it is not waiting any more. */
export async function startOrder(tx: Db, orderId: number, mark: FollowMarkRow): Promise<boolean> {
  const order = await lockOrder(tx, orderId);
  if (order?.status !== 'waiting' || order.institutionId !== mark.institutionId || order.createdAt > mark.at) {
    return false;
  }
  const peak = await previousPeak(tx, order.userId, order.institutionId);
  await tx
    .update(followOrders)
    .set({
      status: 'running',
      startedAt: mark.at,
      startEquity: mark.equity,
      highWaterMark: highWaterMarkOf(mark.equity, peak),
    })
    .where(eq(followOrders.id, orderId));
  return true;
}

export type SettledEvent = Extract<DomainEvent, { type: 'follow.settled' }>;

/**
 * Settles the running order whose period has ended by `now`, at the institution's latest mark at or after its end;
 * undefined when it is not running, not yet due, or has no such mark yet.
 */
export async function settleOrder(tx: Db, orderId: number, now: Date): Promise<SettledEvent | undefined> {
  const order = await lockOrder(tx, orderId);
  if (order?.status !== 'running' || order.endsAt > now || order.holdId === null) return undefined;
  const end = await latestMarkSince(tx, order.institutionId, order.endsAt);
  if (!end) return undefined;
  const outcome = outcomeOf(order, order.startEquity!, end.equity, order.highWaterMark!);
  const institution = await institutionById(tx, order.institutionId);

  await voidHold(tx, order.holdId);
  const trading = await userAccountId(tx, order.userId, 'trading', 'USD');
  const cause = {
    causeType: 'follow_order' as const,
    causeId: order.id,
    actorKind: 'system' as const,
    actorId: null,
  };
  if (!outcome.grossPnl.eq(0)) {
    await postEntry(tx, {
      ...cause,
      type: 'follow_pnl',
      memo: `Follow order #${order.id} on ${institution.name}: ${outcome.returnPercent}% over ${order.periodDays} days`,
      postings: [
        { accountId: trading, amount: outcome.grossPnl },
        { accountId: await houseAccountId(tx, 'follow_counterparty', 'USD'), amount: outcome.grossPnl.neg() },
      ],
    });
  }
  // The fees as charged: never more than the account has (the management fee first, then the profit share).
  const [account] = await tx
    .select({ balance: ledgerAccounts.balance, frozen: ledgerAccounts.frozen })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, trading));
  let left = new Big(account!.balance).minus(account!.frozen);
  const charge = (fee: Big) => {
    const taken = fee.gt(left) ? (left.gt(0) ? left : ZERO) : fee;
    left = left.minus(taken);
    return taken;
  };
  const managementFee = charge(outcome.managementFee);
  const profitShare = charge(outcome.profitShare);
  const fees = managementFee.plus(profitShare);
  if (fees.gt(0)) {
    await postEntry(tx, {
      ...cause,
      type: 'follow_fee',
      memo: `Follow order #${order.id} on ${institution.name}: management fee ${managementFee.toFixed(2)}, profit share ${profitShare.toFixed(2)}`,
      postings: [
        { accountId: trading, amount: fees.neg() },
        { accountId: await houseAccountId(tx, 'fee_income', 'USD'), amount: fees },
      ],
    });
  }
  const value = new Big(order.amount).plus(outcome.grossPnl).minus(fees);
  await tx
    .update(followOrders)
    .set({
      status: 'settled',
      endEquity: end.equity,
      grossPnl: outcome.grossPnl.toFixed(2),
      managementFee: managementFee.toFixed(2),
      profitShare: profitShare.toFixed(2),
      settledAt: now,
    })
    .where(eq(followOrders.id, order.id));
  return {
    type: 'follow.settled',
    userId: order.userId,
    orderId: order.id,
    institutionName: institution.name,
    amount: new Big(order.amount).toFixed(2),
    returnPercent: outcome.returnPercent,
    value: (value.gt(0) ? value : ZERO).toFixed(2),
  };
}
