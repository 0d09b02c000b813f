import type { FastifyInstance } from 'fastify';
import { findRealNamesRoute } from './find-real-names.ts';
import { getRealNameRoute } from './get-real-name.ts';
import { reviewRealNameRoute } from './review-real-name.ts';

/** Real-name review (/api/admin/realname/...): reviewers and admins (realNameAdminApi in contracts). */
export async function realNameAdminRoutes(app: FastifyInstance) {
  await app.register(findRealNamesRoute);
  await app.register(getRealNameRoute);
  await app.register(reviewRealNameRoute);
}
