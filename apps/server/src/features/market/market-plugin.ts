// Decorates the app with its live market: halts loaded from the database, ticking from when the server listens
// (or from the first request that needs every quote), stopped on close.
import { marketHalts } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import type { PubSub } from '../../realtime/pubsub.ts';
import { createMarket, type Market } from './market-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    market: Market;
  }
}

export async function registerMarket(app: FastifyInstance, pubsub: PubSub) {
  const rows = await app.db.select({ symbol: marketHalts.symbol, haltedAt: marketHalts.haltedAt }).from(marketHalts);
  const market = createMarket({
    seed: app.config.MARKET_SEED,
    alwaysOpen: app.config.marketAlwaysOpen,
    tickMs: app.config.MARKET_TICK_MS,
    halts: new Map(rows.map((row) => [row.symbol, row.haltedAt.getTime()])),
    pubsub,
    onError: (error) => app.log.error({ err: error }, 'market tick failed'),
  });
  app.decorate('market', market);
  app.addHook('onListen', async () => market.start());
  app.addHook('onClose', async () => market.stop());
}
