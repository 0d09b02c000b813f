import { adminUserView, envelopeOf, pageOf, userListQuery } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { findUsers } from './users-query.ts';

/** GET /api/admin/users?q&role&pageNum&pageSize: search by e-mail, username or user ID. */
export const findUsersRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    { schema: { tags: ['admin'], querystring: userListQuery, response: { 200: envelopeOf(pageOf(adminUserView)) } } },
    async (req) => ok(await findUsers(app.db, req.query)),
  );
};
