import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/auth.ts';
import { getRealInfo } from './get-real-info.ts';
import { submitRealName } from './submit-real-name.ts';

/** POST /api/real and GET /api/getRealInfo, for the signed-in user. */
export async function realNameRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireUser);
  await app.register(submitRealName);
  await app.register(getRealInfo);
}
