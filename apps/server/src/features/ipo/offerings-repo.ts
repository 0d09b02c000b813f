// Reading offerings and subscriptions, optionally under a row lock. Subscribing, changing and withdrawing read the
// offering FOR SHARE (so they run side by side); the allotment and the operators' changes take it FOR UPDATE, so
// none of them interleaves with a subscription in flight.
import { CODES } from '@platform/contracts';
import { and, type Db, eq, type IpoOfferingRow, ipoOfferings, ipoSubscriptions } from '@platform/db';
import { AppError } from '../../lib/app-error.ts';

export type RowLock = 'update' | 'share';

export const offeringNotFound = () => new AppError(CODES.notFound, 'ipoNotFound');

export async function offeringById(db: Db, id: number, lock?: RowLock): Promise<IpoOfferingRow> {
  const query = db.select().from(ipoOfferings).where(eq(ipoOfferings.id, id));
  const [row] = lock ? await query.for(lock) : await query;
  if (!row) throw offeringNotFound();
  return row;
}

/** The user's own subscription, locked FOR UPDATE; another user's answers 404 as if it did not exist. */
export async function ownSubscriptionForUpdate(tx: Db, userId: number, id: number) {
  const [row] = await tx
    .select()
    .from(ipoSubscriptions)
    .where(and(eq(ipoSubscriptions.id, id), eq(ipoSubscriptions.userId, userId)))
    .for('update');
  if (!row) throw AppError.notFound();
  return row;
}
