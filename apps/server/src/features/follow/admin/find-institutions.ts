// GET /api/admin/follow/institutions: every institution (inactive ones too), oldest first.
import { followAdminApi } from '@platform/contracts';
import { asc, followInstitutions } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { ok } from '../../../lib/envelope.ts';
import { findPage } from '../../../lib/pages.ts';
import { adminViewOf } from './admin-views.ts';

export async function findInstitutionsRoute(app: FastifyInstance) {
  route(app, followAdminApi.institutions, async ({ query }) => {
    const { rows, total } = await findPage(app.db, followInstitutions, undefined, [asc(followInstitutions.id)], query);
    const views = await Promise.all(rows.map((row) => adminViewOf(app.db, app.orderDesk, row)));
    return ok({ rows: views, total });
  });
}
