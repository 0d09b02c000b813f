// Offerings as the back office sees them: with their subscriptions (not withdrawn) and the sum frozen now.
import type { AdminIpoOfferingView } from '@platform/contracts';
import { type Db, type IpoOfferingRow, inArray, ipoSubscriptions, sql } from '@platform/db';
import { adminOfferingViewOf } from '../offering-views.ts';

export async function adminViewsOf(db: Db, rows: readonly IpoOfferingRow[]): Promise<AdminIpoOfferingView[]> {
  if (rows.length === 0) return [];
  const totals = await db
    .select({
      offeringId: ipoSubscriptions.offeringId,
      subscriptions: sql<number>`count(*) filter (where ${ipoSubscriptions.status} <> 'withdrawn')`.mapWith(Number),
      frozen: sql<string>`coalesce(sum(${ipoSubscriptions.frozen}) filter (where ${ipoSubscriptions.status} = 'subscribed'), 0)::text`,
    })
    .from(ipoSubscriptions)
    .where(
      inArray(
        ipoSubscriptions.offeringId,
        rows.map((r) => r.id),
      ),
    )
    .groupBy(ipoSubscriptions.offeringId);
  const byOffering = new Map(totals.map((t) => [t.offeringId, t]));
  const now = new Date();
  return rows.map((row) => adminOfferingViewOf(row, byOffering.get(row.id) ?? { subscriptions: 0, frozen: '0' }, now));
}

export async function adminViewOf(db: Db, row: IpoOfferingRow): Promise<AdminIpoOfferingView> {
  return (await adminViewsOf(db, [row]))[0]!;
}
