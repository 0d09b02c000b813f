import { loansAdminApi, queueTopic } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { loansAdminRouteSet } from './admin/index.ts';
import { loansUserRoutes } from './loans-routes.ts';

export { registerLoansJob } from './loans-job.ts';
export { seedLoanProducts } from './seed-products.ts';

/** Loans (/api/loans/...): products and quotes, applying, the user's loans and repaying them. */
export async function loansRoutes(app: FastifyInstance) {
  await app.register(loansUserRoutes);
}

/** The back office's side (/api/admin/loans/...): products, the review queue and the sandbox date control. */
export async function loansAdminRoutes(app: FastifyInstance) {
  // The review queue's news: whoever may read it hears when an application arrives or is decided.
  app.newsFeed.allowCaller(queueTopic('loans'), loansAdminApi.applications.caller);
  await app.register(loansAdminRouteSet);
}
