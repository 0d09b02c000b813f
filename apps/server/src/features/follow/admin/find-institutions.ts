// GET /api/admin/follow/institutions: every institution (inactive ones too), oldest first.
import { followAdminApi } from '@platform/contracts';
import { asc, count, followInstitutions } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { ok } from '../../../lib/envelope.ts';
import { adminViewOf } from './admin-views.ts';

export async function findInstitutionsRoute(app: FastifyInstance) {
  route(app, followAdminApi.institutions, async ({ query }) => {
    const [rows, [total]] = await Promise.all([
      app.db
        .select()
        .from(followInstitutions)
        .orderBy(asc(followInstitutions.id))
        .limit(query.size)
        .offset((query.page - 1) * query.size),
      app.db.select({ n: count() }).from(followInstitutions),
    ]);
    const views = await Promise.all(rows.map((row) => adminViewOf(app.db, app.orderDesk, row)));
    return ok({ rows: views, total: total?.n ?? 0 });
  });
}
