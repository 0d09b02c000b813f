import { envelopeOf, mediatorView, z } from '@platform/contracts';
import { asc, sql, users } from '@platform/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';

/** GET /api/admin/mediation/mediators: active operators who may handle cases (mediator or admin role). */
export const findMediatorsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mediators',
    { schema: { tags: ['admin-mediation'], response: { 200: envelopeOf(z.array(mediatorView)) } } },
    async () => {
      const rows = await app.db
        .select({ id: users.id, username: users.username, email: users.email })
        .from(users)
        .where(sql`${users.status} = 'active' and ${users.roles} && array['mediator', 'admin']::text[]`)
        .orderBy(asc(users.id));
      return ok(rows.map((r) => ({ id: r.id, name: r.username ?? r.email.split('@')[0]!, email: r.email })));
    },
  );
};
