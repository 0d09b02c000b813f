// Decorates the app with its live market: halts loaded from the database, and the ticker as a background job (run by
// the node holding the job lease, from when the server listens or the first request that needs live quotes).
import { marketHalts } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import type { PubSub } from '../../realtime/pubsub.ts';
import { createMarket, type Market } from './market-service.ts';
import { registerMarketNotes } from './notes/notes-job.ts';

const MARKET_TICKER = 'market ticker';

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
    wantTicks: () => app.jobs.start(MARKET_TICKER),
  });
  app.jobs.define(MARKET_TICKER, app.config.MARKET_TICK_MS, () => market.tick());
  app.decorate('market', market);
  registerMarketNotes(app);
  app.addHook('onClose', async () => market.stop());
}
