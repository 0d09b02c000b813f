// GET /api/follow/orders and /api/follow/orders/:id: the caller's follow orders, newest first, running ones valued at
// their institution's latest mark. Another user's order answers 404.
import type { FollowOrderView, followListQuery, z } from '@platform/contracts';
import { and, type Db, desc, eq, type FollowOrderRow, followInstitutions, followOrders } from '@platform/db';
import { AppError } from '../../lib/app-error.ts';
import { pageOf } from '../../lib/pages.ts';
import { latestMark } from './institutions-repo.ts';
import { orderViewOf } from './order-views.ts';

async function viewsOf(db: Db, rows: { order: FollowOrderRow; name: string }[]): Promise<FollowOrderView[]> {
  const running = [...new Set(rows.filter((r) => r.order.status === 'running').map((r) => r.order.institutionId))];
  const marks = new Map(await Promise.all(running.map(async (id) => [id, await latestMark(db, id)] as const)));
  return rows.map(({ order, name }) => orderViewOf(order, name, marks.get(order.institutionId)));
}

const withName = { order: followOrders, name: followInstitutions.name };

export async function findOrders(db: Db, userId: number, query: z.output<typeof followListQuery>) {
  const where = eq(followOrders.userId, userId);
  const list = db
    .select(withName)
    .from(followOrders)
    .innerJoin(followInstitutions, eq(followInstitutions.id, followOrders.institutionId))
    .where(where)
    .orderBy(desc(followOrders.id));
  const { rows, total } = await pageOf(db, list, followOrders, where, query);
  return { rows: await viewsOf(db, rows), total };
}

/** The order (when `userId` is given, only if it is theirs), or 404. */
export async function getOrderOf(db: Db, id: number, userId?: number): Promise<FollowOrderView> {
  const [row] = await db
    .select(withName)
    .from(followOrders)
    .innerJoin(followInstitutions, eq(followInstitutions.id, followOrders.institutionId))
    .where(and(eq(followOrders.id, id), userId === undefined ? undefined : eq(followOrders.userId, userId)));
  if (!row) throw AppError.notFound();
  return (await viewsOf(db, [row]))[0]!;
}

export const getOrder = (db: Db, userId: number, id: number) => getOrderOf(db, id, userId);
