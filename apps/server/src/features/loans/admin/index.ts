import type { FastifyInstance } from 'fastify';
import { loanApplicationRoutes } from './application-routes.ts';
import { loanProductRoutes } from './product-routes.ts';
import { loanSandboxRoutes } from './sandbox-routes.ts';
import { loanSettingsRoutes } from './settings-routes.ts';

/** The back office's loans (/api/admin/loans/...): products, the exposure limit, the review queue and the sandbox
 * date control. */
export async function loansAdminRouteSet(app: FastifyInstance) {
  await app.register(loanProductRoutes);
  await app.register(loanApplicationRoutes);
  await app.register(loanSandboxRoutes);
  await app.register(loanSettingsRoutes);
}
