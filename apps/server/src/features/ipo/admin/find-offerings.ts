// GET /api/admin/ipo/offerings: every offering, newest first, with its subscriptions and the sum frozen now.
import { ipoAdminApi } from '@platform/contracts';
import { count, desc, ipoOfferings } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { ok } from '../../../lib/envelope.ts';
import { adminViewsOf } from './admin-views.ts';

export async function findOfferingsRoute(app: FastifyInstance) {
  route(app, ipoAdminApi.offerings, async ({ query }) => {
    const [rows, [total]] = await Promise.all([
      app.db
        .select()
        .from(ipoOfferings)
        .orderBy(desc(ipoOfferings.id))
        .limit(query.size)
        .offset((query.page - 1) * query.size),
      app.db.select({ n: count() }).from(ipoOfferings),
    ]);
    return ok({ rows: await adminViewsOf(app.db, rows), total: total?.n ?? 0 });
  });
}
