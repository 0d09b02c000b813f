// GET /api/admin/ipo/offerings/:id/allotment: the published allotment, exactly as users see it.
import { ipoAdminApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { ok } from '../../../lib/envelope.ts';
import { getAllotment } from '../get-allotment.ts';

export async function getAllotmentRoute(app: FastifyInstance) {
  route(app, ipoAdminApi.allotment, async ({ params }) => ok(await getAllotment(app.db, params.id)));
}
