// GET /api/ipo/offerings: offerings open for subscription now, closing soonest first.
import type { IpoOfferingView } from '@platform/contracts';
import { and, asc, count, type Db, gt, ipoOfferings, isNull, lte } from '@platform/db';
import { offeringViewOf } from './offering-views.ts';

export async function findPurchasable(db: Db, page: { page: number; size: number }, now = new Date()) {
  const open = and(lte(ipoOfferings.opensAt, now), gt(ipoOfferings.closesAt, now), isNull(ipoOfferings.allottedAt));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(ipoOfferings)
      .where(open)
      .orderBy(asc(ipoOfferings.closesAt), asc(ipoOfferings.id))
      .limit(page.size)
      .offset((page.page - 1) * page.size),
    db.select({ n: count() }).from(ipoOfferings).where(open),
  ]);
  return { rows: rows.map((row): IpoOfferingView => offeringViewOf(row, now)), total: total?.n ?? 0 };
}
