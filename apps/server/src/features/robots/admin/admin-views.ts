// A product as operators see it: the users' view (defaults as stored, not recentred) with how many robots were bought
// of it and how many run now.
import type { AdminRobotProductView } from '@platform/contracts';
import { count, type Db, type RobotProductRow, robots, sql } from '@platform/db';
import type { OrderDesk } from '../../../core/trading/order-desk.ts';
import { productViewOf } from '../product-views.ts';

export async function adminProductViews(
  db: Db,
  desk: OrderDesk,
  rows: readonly RobotProductRow[],
): Promise<AdminRobotProductView[]> {
  const counts = await db
    .select({
      productId: robots.productId,
      robots: count(),
      running: sql<number>`count(*) filter (where ${robots.status} = 'running')`.mapWith(Number),
    })
    .from(robots)
    .groupBy(robots.productId);
  const byProduct = new Map(counts.map((c) => [c.productId, c]));
  const terms = await desk.termsOf(
    db,
    rows.map((row) => row.symbol),
  );
  const views: AdminRobotProductView[] = [];
  for (const row of rows) {
    // An instrument that cannot be traded now refuses the list, as it always did: `terms` says why.
    const view = productViewOf(row, terms.get(row.symbol) ?? (await desk.terms(db, row.symbol)), desk);
    views.push({
      ...view,
      defaultParams: row.defaultParams,
      robots: byProduct.get(row.id)?.robots ?? 0,
      running: byProduct.get(row.id)?.running ?? 0,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    });
  }
  return views;
}
