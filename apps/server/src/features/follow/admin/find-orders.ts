// GET /api/admin/follow/institutions/:id/orders: everyone's follow orders of one institution, newest first, each with
// its follower, running ones valued at the institution's latest mark (where the sandbox's settle-now is offered).
import { type AdminFollowOrderView, followAdminApi } from '@platform/contracts';
import { desc, eq, followOrders, users } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { ok } from '../../../lib/envelope.ts';
import { pageOf } from '../../../lib/pages.ts';
import { institutionById, latestMark } from '../institutions-repo.ts';
import { orderViewOf } from '../order-views.ts';

export async function findOrdersRoute(app: FastifyInstance) {
  route(app, followAdminApi.orders, async ({ params, query }) => {
    const institution = await institutionById(app.db, params.id);
    const where = eq(followOrders.institutionId, institution.id);
    const list = app.db
      .select({ order: followOrders, email: users.email })
      .from(followOrders)
      .innerJoin(users, eq(users.id, followOrders.userId))
      .where(where)
      .orderBy(desc(followOrders.id));
    const [{ rows, total }, mark] = await Promise.all([
      pageOf(app.db, list, followOrders, where, query),
      latestMark(app.db, institution.id),
    ]);
    const views: AdminFollowOrderView[] = rows.map(({ order, email }) => ({
      ...orderViewOf(order, institution.name, mark),
      userId: order.userId,
      userEmail: email,
    }));
    return ok({ rows: views, total });
  });
}
