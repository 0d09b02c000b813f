import type { FastifyInstance } from 'fastify';
import { getRealInfo } from './get-real-info.ts';
import { submitRealName } from './submit-real-name.ts';

/** POST /api/real and GET /api/getRealInfo, for the signed-in user (realNameApi in contracts). */
export async function realNameRoutes(app: FastifyInstance) {
  await app.register(submitRealName);
  await app.register(getRealInfo);
}
