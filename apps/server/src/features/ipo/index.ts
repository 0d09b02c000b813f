import { ipoAdminApi, uptakeTopic } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { ipoOfferingAdminRoutes } from './admin/index.ts';
import { ipoUserRoutes } from './ipo-routes.ts';

export { registerIpoJobs } from './ipo-jobs.ts';

/** IPO subscriptions (/api/ipo/...): open offerings, the user's subscriptions and the published allotment. */
export async function ipoRoutes(app: FastifyInstance) {
  await app.register(ipoUserRoutes);
}

/** The back office's side (/api/admin/ipo/...): offerings and the sandbox controls. */
export async function ipoAdminRoutes(app: FastifyInstance) {
  // The offerings list's uptake news: whoever may read the list hears when a subscription is made, changed or withdrawn.
  app.newsFeed.allowCaller(uptakeTopic('ipo'), ipoAdminApi.offerings.caller);
  await app.register(ipoOfferingAdminRoutes);
}
