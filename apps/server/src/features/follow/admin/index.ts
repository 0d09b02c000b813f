import type { FastifyInstance } from 'fastify';
import { createInstitutionRoute } from './create-institution.ts';
import { findInstitutionsRoute } from './find-institutions.ts';
import { settleNowRoute } from './settle-now.ts';
import { updateInstitutionRoute } from './update-institution.ts';

/** The back office's institutions (/api/admin/follow/...): list, create, update, and the sandbox's settle-now. */
export async function followInstitutionAdminRoutes(app: FastifyInstance) {
  await app.register(findInstitutionsRoute);
  await app.register(createInstitutionRoute);
  await app.register(updateInstitutionRoute);
  await app.register(settleNowRoute);
}
