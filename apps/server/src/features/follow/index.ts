import { followAdminApi, uptakeTopic } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { followInstitutionAdminRoutes } from './admin/index.ts';
import { FOLLOW_JOB_EVERY_MS, runFollow, simulatorCloses } from './follow-job.ts';
import { followUserRoutes } from './follow-routes.ts';

export { seedInstitutions } from './seed-institutions.ts';

/** Institution follow (/api/follow/...): institutions and their records, the user's follow orders. */
export async function followRoutes(app: FastifyInstance) {
  await app.register(followUserRoutes);
}

/** The back office's side (/api/admin/follow/...): institutions and the sandbox's settle-now. */
export async function followAdminRoutes(app: FastifyInstance) {
  // The institutions list's uptake news: whoever may read the list hears when a follow order is placed.
  app.newsFeed.allowCaller(uptakeTopic('follow'), followAdminApi.institutions.caller);
  await app.register(followInstitutionAdminRoutes);
}

/** The strategy runner, marks and settlement: every 60 s on the node holding the job lease. */
export function registerFollowJob(app: FastifyInstance) {
  const deps = {
    db: app.db,
    desk: app.orderDesk,
    bars: simulatorCloses(app.market.simulator),
    publish: (event: Parameters<typeof app.events.publish>[0]) => app.events.publish(event),
    log: app.log,
  };
  app.jobs.define('follow institutions', FOLLOW_JOB_EVERY_MS, () => runFollow(deps));
}
