// GET /api/admin/ipo/offerings: every offering, newest first or sorted by symbol or closing time, with its
// subscriptions and the sum frozen now.
import { ipoAdminApi } from '@platform/contracts';
import { desc, ipoOfferings } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { ok } from '../../../lib/envelope.ts';
import { listOrder } from '../../../lib/list-order.ts';
import { findPage } from '../../../lib/pages.ts';
import { adminViewsOf } from './admin-views.ts';

export async function findOfferingsRoute(app: FastifyInstance) {
  route(app, ipoAdminApi.offerings, async ({ query }) => {
    const { symbol, closesAt } = ipoOfferings;
    const order = listOrder(query.sort, { symbol, closesAt }, ipoOfferings.id, [desc(ipoOfferings.id)]);
    const { rows, total } = await findPage(app.db, ipoOfferings, undefined, order, query);
    return ok({ rows: await adminViewsOf(app.db, rows), total });
  });
}
