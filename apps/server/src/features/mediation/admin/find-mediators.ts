import { mediationAdminApi } from '@platform/contracts';
import { asc, sql, users } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { ok } from '../../../lib/envelope.ts';

/** GET /api/admin/mediation/mediators: active operators who may handle cases (mediator or admin role). */
export async function findMediatorsRoute(app: FastifyInstance) {
  route(app, mediationAdminApi.mediators, async () => {
    const rows = await app.db
      .select({ id: users.id, username: users.username, email: users.email })
      .from(users)
      .where(sql`${users.status} = 'active' and ${users.roles} && array['mediator', 'admin']::text[]`)
      .orderBy(asc(users.id));
    return ok(rows.map((r) => ({ id: r.id, name: r.username ?? r.email.split('@')[0]!, email: r.email })));
  });
}
