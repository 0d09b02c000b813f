import type { FastifyInstance } from 'fastify';
import { createInstitutionRoute } from './create-institution.ts';
import { findInstitutionsRoute } from './find-institutions.ts';
import { findOrdersRoute } from './find-orders.ts';
import { getInstitutionRoute } from './get-institution.ts';
import { settleNowRoute } from './settle-now.ts';
import { updateInstitutionRoute } from './update-institution.ts';

/** The back office's institutions (/api/admin/follow/...): list, one institution and its orders, create, update, and
 * the sandbox's settle-now. */
export async function followInstitutionAdminRoutes(app: FastifyInstance) {
  await app.register(findInstitutionsRoute);
  await app.register(getInstitutionRoute);
  await app.register(findOrdersRoute);
  await app.register(createInstitutionRoute);
  await app.register(updateInstitutionRoute);
  await app.register(settleNowRoute);
}
