// GET /api/ipo/subscriptions: the caller's subscriptions, newest first: `subscribed` (waiting for the allotment) or
// `mine` (all of them, withdrawn ones too).
import type { ipoSubscriptionsQuery, z } from '@platform/contracts';
import { and, type Db, desc, eq, ipoOfferings, ipoSubscriptions } from '@platform/db';
import { pageOf } from '../../lib/pages.ts';
import { subscriptionViewOf } from './subscription-views.ts';

export async function findSubscriptions(db: Db, userId: number, query: z.output<typeof ipoSubscriptionsQuery>) {
  const where =
    query.view === 'subscribed'
      ? and(eq(ipoSubscriptions.userId, userId), eq(ipoSubscriptions.status, 'subscribed'))
      : eq(ipoSubscriptions.userId, userId);
  const list = db
    .select({ row: ipoSubscriptions, offering: ipoOfferings })
    .from(ipoSubscriptions)
    .innerJoin(ipoOfferings, eq(ipoOfferings.id, ipoSubscriptions.offeringId))
    .where(where)
    .orderBy(desc(ipoSubscriptions.id));
  const { rows, total } = await pageOf(db, list, ipoSubscriptions, where, query);
  const now = new Date();
  return { rows: rows.map(({ row, offering }) => subscriptionViewOf(row, offering, now)), total };
}
