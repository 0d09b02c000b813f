// GET /api/admin/ipo/offerings: every offering, newest first, with its subscriptions and the sum frozen now.
import { ipoAdminApi } from '@platform/contracts';
import { desc, ipoOfferings } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { ok } from '../../../lib/envelope.ts';
import { findPage } from '../../../lib/pages.ts';
import { adminViewsOf } from './admin-views.ts';

export async function findOfferingsRoute(app: FastifyInstance) {
  route(app, ipoAdminApi.offerings, async ({ query }) => {
    const { rows, total } = await findPage(app.db, ipoOfferings, undefined, [desc(ipoOfferings.id)], query);
    return ok({ rows: await adminViewsOf(app.db, rows), total });
  });
}
