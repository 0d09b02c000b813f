// GET /api/admin/follow/institutions/:id: one institution, inactive too, with its capital and what its followers hold.
import { followAdminApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { ok } from '../../../lib/envelope.ts';
import { institutionById } from '../institutions-repo.ts';
import { adminViewOf } from './admin-views.ts';

export async function getInstitutionRoute(app: FastifyInstance) {
  route(app, followAdminApi.institution, async ({ params }) =>
    ok(await adminViewOf(app.db, app.orderDesk, await institutionById(app.db, params.id))),
  );
}
