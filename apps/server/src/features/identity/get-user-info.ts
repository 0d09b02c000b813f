import { identityApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';

/** GET /api/getUserInfo: the signed-in user, as the auth hook resolved it (from the session cache, or one query). */
export async function getUserInfo(app: FastifyInstance) {
  route(app, identityApi.getUserInfo, async ({ req }) => {
    if (!req.userView) throw AppError.unauthorized();
    return ok(req.userView);
  });
}
