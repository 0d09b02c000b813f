import { blockTradingAdminApi, queueTopic } from '@platform/contracts';
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
  // The queue's news: whoever may read the applications hears when one arrives or is decided.
  app.newsFeed.allowCaller(queueTopic('blockApplications'), blockTradingAdminApi.applications.caller);
  await app.register(blockApplicationRoutes);
  await app.register(blockOfferAdminRoutes);
}
