import { adminApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { getAdminUser } from './users-query.ts';

/** GET /api/admin/users/:id */
export async function getUserRoute(app: FastifyInstance) {
  route(app, adminApi.getUser, async ({ params }) => {
    const user = await getAdminUser(app.db, params.id);
    if (!user) throw AppError.notFound();
    return ok(user);
  });
}
