import { miningAdminApi, uptakeTopic } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { miningAdminFeatureRoutes } from './admin/index.ts';
import { MINING_JOB_EVERY_MS, settleDueContracts } from './mining-job.ts';
import { miningDepsOf, miningUserRoutes } from './mining-routes.ts';

export { seedMiningProducts } from './seed-products.ts';

/** Cloud mining (/api/mining/...): products, the network, purchases, energy, the user's contracts. */
export async function miningRoutes(app: FastifyInstance) {
  await app.register(miningUserRoutes);
}

/** The back office's side (/api/admin/mining/...). */
export async function miningAdminRoutes(app: FastifyInstance) {
  // The products list's uptake news: whoever may read the list hears when hash rate is bought or a period settled.
  app.newsFeed.allowCaller(uptakeTopic('mining'), miningAdminApi.products.caller);
  await app.register(miningAdminFeatureRoutes);
}

/** Settles due periods every 60 s on the node holding the job lease. */
export function registerMiningJob(app: FastifyInstance) {
  const deps = miningDepsOf(app);
  app.jobs.define('mining settlements', MINING_JOB_EVERY_MS, async () => {
    await settleDueContracts(deps);
  });
}
