// GET /api/admin/follow/institutions: every institution (inactive ones too), oldest first or by name.
import { followAdminApi } from '@platform/contracts';
import { asc, followInstitutions } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { ok } from '../../../lib/envelope.ts';
import { listOrder } from '../../../lib/list-order.ts';
import { findPage } from '../../../lib/pages.ts';
import { adminViewOf } from './admin-views.ts';

export async function findInstitutionsRoute(app: FastifyInstance) {
  route(app, followAdminApi.institutions, async ({ query }) => {
    const order = listOrder(query.sort, { name: followInstitutions.name }, followInstitutions.id, [
      asc(followInstitutions.id),
    ]);
    const { rows, total } = await findPage(app.db, followInstitutions, undefined, order, query);
    const views = await Promise.all(rows.map((row) => adminViewOf(app.db, app.orderDesk, row)));
    return ok({ rows: views, total });
  });
}
