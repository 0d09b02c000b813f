// GET /api/admin/ipo/offerings/:id: one offering with its subscriptions and the sum frozen now (its back-office page).
import { ipoAdminApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { ok } from '../../../lib/envelope.ts';
import { offeringById } from '../offerings-repo.ts';
import { adminViewOf } from './admin-views.ts';

export async function getOfferingRoute(app: FastifyInstance) {
  route(app, ipoAdminApi.offering, async ({ params }) =>
    ok(await adminViewOf(app.db, await offeringById(app.db, params.id))),
  );
}
