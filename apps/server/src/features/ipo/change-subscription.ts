// Changing a subscription's quantity before the deadline: under the subscription's row lock, the old hold is voided
// and a new one freezes the new amount (at the offering's price now), in one transaction.
import type { ipoChangeBody, z } from '@platform/contracts';
import { type Db, eq, type IpoOfferingRow, type IpoSubscriptionRow, ipoSubscriptions } from '@platform/db';
import { voidHold } from '../../core/ledger/holds.ts';
import { AppError } from '../../lib/app-error.ts';
import { freezeForSubscription } from './hold.ts';
import { phaseOf } from './offering-views.ts';
import { offeringById, ownSubscriptionForUpdate } from './offerings-repo.ts';
import { quoteSubscription } from './subscription-terms.ts';
import { subscriptionViewOf } from './subscription-views.ts';

/** The user's active subscription and its offering, both locked, refusing once the deadline has passed. */
export async function activeSubscription(
  tx: Db,
  userId: number,
  id: number,
): Promise<{ row: IpoSubscriptionRow; offering: IpoOfferingRow }> {
  const [owned] = await tx
    .select({ offeringId: ipoSubscriptions.offeringId, userId: ipoSubscriptions.userId })
    .from(ipoSubscriptions)
    .where(eq(ipoSubscriptions.id, id));
  if (!owned || owned.userId !== userId) throw AppError.notFound();
  // The offering first (as subscribing does), then the subscription.
  const offering = await offeringById(tx, owned.offeringId, 'share');
  const row = await ownSubscriptionForUpdate(tx, userId, id);
  if (row.status !== 'subscribed') throw AppError.conflict('ipoSubscriptionNotActive');
  if (phaseOf(offering) !== 'purchasable') throw AppError.conflict('ipoSubscriptionClosed');
  return { row, offering };
}

export async function changeSubscription(tx: Db, userId: number, id: number, input: z.output<typeof ipoChangeBody>) {
  const { row, offering } = await activeSubscription(tx, userId, id);
  const quote = quoteSubscription(offering, input.quantity, row.financed);
  if (row.holdId !== null) await voidHold(tx, row.holdId);
  const holdId = await freezeForSubscription(tx, userId, row.id, quote.frozen);
  const [changed] = await tx
    .update(ipoSubscriptions)
    .set({
      quantity: quote.quantity,
      price: quote.price,
      leverage: quote.leverage,
      fee: quote.fee.toString(),
      interest: quote.interest.toString(),
      holdId,
      frozen: quote.frozen.toString(),
      updatedAt: new Date(),
    })
    .where(eq(ipoSubscriptions.id, row.id))
    .returning();
  return subscriptionViewOf(changed!, offering);
}
