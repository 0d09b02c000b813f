import type { FastifyInstance } from 'fastify';
import { requireRole } from '../../../plugins/auth.ts';
import { findRealNamesRoute } from './find-real-names.ts';
import { getRealNameRoute } from './get-real-name.ts';
import { reviewRealNameRoute } from './review-real-name.ts';

/** Real-name review under /api/admin/realname: reviewers and admins. */
export async function realNameAdminRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireRole('reviewer', 'admin'));
  await app.register(findRealNamesRoute);
  await app.register(getRealNameRoute);
  await app.register(reviewRealNameRoute);
}
