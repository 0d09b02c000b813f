import type { FastifyInstance } from 'fastify';
import { createOfferingRoute } from './create-offering.ts';
import { findOfferingsRoute } from './find-offerings.ts';
import { getAllotmentRoute } from './get-allotment.ts';
import { getOfferingRoute } from './get-offering.ts';
import { patchOfferingRoute } from './patch-offering.ts';
import { sandboxControlRoutes } from './sandbox-controls.ts';
import { updateOfferingRoute } from './update-offering.ts';

/** The back office's offerings (/api/admin/ipo/...): the options, list, one offering, create, update, patch, the
 * published allotment and the sandbox controls. */
export async function ipoOfferingAdminRoutes(app: FastifyInstance) {
  await app.register(findOfferingsRoute);
  await app.register(getOfferingRoute);
  await app.register(getAllotmentRoute);
  await app.register(createOfferingRoute);
  await app.register(updateOfferingRoute);
  await app.register(patchOfferingRoute);
  await app.register(sandboxControlRoutes);
}
