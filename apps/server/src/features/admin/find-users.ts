import { adminApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import { findUsers } from './users-query.ts';

/** GET /api/admin/users?q&role&pageNum&pageSize: search by e-mail, username or user ID. */
export async function findUsersRoute(app: FastifyInstance) {
  route(app, adminApi.findUsers, async ({ query }) => ok(await findUsers(app.db, query)));
}
