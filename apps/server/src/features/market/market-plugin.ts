// Decorates the app with its live market: halts and later listings (an IPO's shares) loaded from the database, the
// listings seam other features record new stocks through, and the ticker as a background job (run by the node holding
// the job lease, from when the server listens or the first request that needs live quotes).
import { marketHalts } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import type { PubSub } from '../../realtime/pubsub.ts';
import { createMarketListings } from './market-listings.ts';
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
  const listings = createMarketListings({
    db: app.db,
    market,
    pubsub,
    onError: (err) => app.log.error({ err }, 'reloading the market listings failed'),
  });
  await listings.load();
  app.jobs.define(MARKET_TICKER, app.config.MARKET_TICK_MS, () => market.tick());
  app.decorate('market', market);
  app.decorate('marketListings', listings);
  registerMarketNotes(app);
  app.addHook('onClose', async () => {
    listings.stop();
    market.stop();
  });
}
