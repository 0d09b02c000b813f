// Withdrawing a subscription before the deadline: its hold is voided and the whole frozen amount released, once
// (the subscription's row lock orders withdrawals sent at once; the later ones find it withdrawn).
import { type Db, eq, ipoSubscriptions } from '@platform/db';
import { voidHold } from '../../core/ledger/holds.ts';
import { activeSubscription } from './change-subscription.ts';
import { subscriptionViewOf } from './subscription-views.ts';

export async function withdrawSubscription(tx: Db, userId: number, id: number) {
  const { row, offering } = await activeSubscription(tx, userId, id);
  if (row.holdId !== null) await voidHold(tx, row.holdId);
  const [withdrawn] = await tx
    .update(ipoSubscriptions)
    .set({ status: 'withdrawn', amountReleased: row.frozen, frozen: '0', updatedAt: new Date() })
    .where(eq(ipoSubscriptions.id, row.id))
    .returning();
  return subscriptionViewOf(withdrawn!, offering);
}
