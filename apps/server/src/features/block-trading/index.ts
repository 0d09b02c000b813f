import type { FastifyInstance } from 'fastify';
import { blockApplicationRoutes } from './admin/applications.ts';
import { blockOfferAdminRoutes } from './admin/offers.ts';
import { blockTradingUserRoutes } from './block-trading-routes.ts';

/** Block trading (/api/block-trading/...): the permission, the house offers and block orders. */
export async function blockTradingRoutes(app: FastifyInstance) {
  await app.register(blockTradingUserRoutes);
}

/** The back office's side (/api/admin/block-trading/...): the review queue and the offers. */
export async function blockTradingAdminRoutes(app: FastifyInstance) {
  await app.register(blockApplicationRoutes);
  await app.register(blockOfferAdminRoutes);
}
