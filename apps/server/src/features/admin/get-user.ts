import { adminUserView, envelopeOf, z } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { getAdminUser } from './users-query.ts';

export const userIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** GET /api/admin/users/:id */
export const getUserRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/:id',
    { schema: { tags: ['admin'], params: userIdParams, response: { 200: envelopeOf(adminUserView) } } },
    async (req) => {
      const user = await getAdminUser(app.db, req.params.id);
      if (!user) throw AppError.notFound();
      return ok(user);
    },
  );
};
