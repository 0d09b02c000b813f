// Subscribing: one transaction claims the user's one subscription to the offering (a unique index, so subscriptions
// sent at once make one), then freezes price × quantity / leverage + fee + interest in the trading account.
import type { ipoSubscribeBody, z } from '@platform/contracts';
import { type Db, eq, ipoSubscriptions, sql } from '@platform/db';
import { AppError } from '../../lib/app-error.ts';
import { freezeForSubscription } from './hold.ts';
import { offeringById } from './offerings-repo.ts';
import { quoteSubscription, requirePurchasable } from './subscription-terms.ts';
import { subscriptionViewOf } from './subscription-views.ts';

export async function subscribe(tx: Db, userId: number, offeringId: number, input: z.output<typeof ipoSubscribeBody>) {
  const offering = await offeringById(tx, offeringId, 'share');
  requirePurchasable(offering);
  const quote = quoteSubscription(offering, input.quantity, input.financing);
  const [claimed] = await tx
    .insert(ipoSubscriptions)
    .values({
      offeringId,
      userId,
      status: 'subscribed',
      quantity: quote.quantity,
      price: quote.price,
      financed: quote.financed,
      leverage: quote.leverage,
      fee: quote.fee.toString(),
      interest: quote.interest.toString(),
    })
    .onConflictDoNothing({
      target: [ipoSubscriptions.offeringId, ipoSubscriptions.userId],
      where: sql`status <> 'withdrawn'`,
    })
    .returning({ id: ipoSubscriptions.id });
  if (!claimed) throw AppError.conflict('ipoAlreadySubscribed', 'quantity');
  const holdId = await freezeForSubscription(tx, userId, claimed.id, quote.frozen);
  const [row] = await tx
    .update(ipoSubscriptions)
    .set({ holdId, frozen: quote.frozen.toString() })
    .where(eq(ipoSubscriptions.id, claimed.id))
    .returning();
  return subscriptionViewOf(row!, offering);
}
