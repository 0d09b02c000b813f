import type { FastifyInstance } from 'fastify';
import { miningNetworkAdminRoutes } from './network-routes.ts';
import { miningProductAdminRoutes } from './product-routes.ts';

/** The back office's mining (/api/admin/mining/...): products, the network, contracts. */
export async function miningAdminFeatureRoutes(app: FastifyInstance) {
  await app.register(miningProductAdminRoutes);
  await app.register(miningNetworkAdminRoutes);
}
