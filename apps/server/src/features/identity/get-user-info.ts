import { identityApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { getUserView } from '../../core/identity/users-repo.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';

/** GET /api/getUserInfo: the signed-in user. */
export async function getUserInfo(app: FastifyInstance) {
  route(app, identityApi.getUserInfo, async ({ user }) => {
    const view = await getUserView(app.db, user.id);
    if (!view) throw AppError.unauthorized();
    return ok(view);
  });
}
