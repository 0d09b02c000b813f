// GET /api/ipo/offerings: offerings open for subscription now, closing soonest first.
import type { IpoOfferingView } from '@platform/contracts';
import { and, asc, type Db, gt, ipoOfferings, isNull, lte } from '@platform/db';
import { findPage } from '../../lib/pages.ts';
import { offeringViewOf } from './offering-views.ts';

export async function findPurchasable(db: Db, page: { page: number; size: number }, now = new Date()) {
  const open = and(lte(ipoOfferings.opensAt, now), gt(ipoOfferings.closesAt, now), isNull(ipoOfferings.allottedAt));
  const closingFirst = [asc(ipoOfferings.closesAt), asc(ipoOfferings.id)];
  const { rows, total } = await findPage(db, ipoOfferings, open, closingFirst, page);
  return { rows: rows.map((row): IpoOfferingView => offeringViewOf(row, now)), total };
}
