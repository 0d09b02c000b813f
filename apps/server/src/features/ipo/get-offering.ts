// GET /api/ipo/offerings/:id: the offering in any phase, with the caller's subscription to it (not a withdrawn one).
import type { IpoOfferingDetail } from '@platform/contracts';
import { and, type Db, eq, ipoSubscriptions, ne } from '@platform/db';
import { offeringViewOf } from './offering-views.ts';
import { offeringById } from './offerings-repo.ts';
import { subscriptionViewOf } from './subscription-views.ts';

export async function getOffering(db: Db, userId: number, id: number): Promise<IpoOfferingDetail> {
  const offering = await offeringById(db, id);
  const [mine] = await db
    .select()
    .from(ipoSubscriptions)
    .where(
      and(
        eq(ipoSubscriptions.offeringId, id),
        eq(ipoSubscriptions.userId, userId),
        ne(ipoSubscriptions.status, 'withdrawn'),
      ),
    );
  const now = new Date();
  return {
    offering: offeringViewOf(offering, now),
    subscription: mine ? subscriptionViewOf(mine, offering, now) : null,
  };
}
