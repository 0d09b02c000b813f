// An institution as the back office sees it: the followers' view plus its capital, how many follow it now and what
// their waiting and running orders hold.
import type { AdminFollowInstitutionView } from '@platform/contracts';
import { and, type Db, eq, type FollowInstitutionRow, followOrders, inArray, sql } from '@platform/db';
import { Big } from '../../../core/ledger/amounts.ts';
import type { OrderDesk } from '../../../core/trading/order-desk.ts';
import { institutionViewOf } from '../institution-views.ts';

export async function adminViewOf(
  db: Db,
  desk: OrderDesk,
  row: FollowInstitutionRow,
): Promise<AdminFollowInstitutionView> {
  const [view, [held]] = await Promise.all([
    institutionViewOf(db, desk, row),
    db
      .select({
        followers: sql<number>`count(distinct ${followOrders.userId})::int`,
        followed: sql<string>`coalesce(sum(${followOrders.amount}), 0)`,
      })
      .from(followOrders)
      .where(and(eq(followOrders.institutionId, row.id), inArray(followOrders.status, ['waiting', 'running']))),
  ]);
  return {
    ...view,
    capital: row.capital,
    followers: Number(held?.followers ?? 0),
    followed: new Big(held?.followed ?? 0).toFixed(2),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
