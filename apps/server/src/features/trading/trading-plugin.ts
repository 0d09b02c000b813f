// Decorates the app with its trading center: the market it trades at (the live market; tests may set their own) and
// the order engine, run as a background job on the node holding the job lease, fed by the published quote ticks.
import type { Quote } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { type PubSub, QUOTES_TOPIC } from '../../realtime/pubsub.ts';
import { TradingEngine } from './engine/engine.ts';
import { createOrderDesk } from './order-desk.ts';
import { ensureTradingSettings } from './settings.ts';
import { TradingFeed } from './trading-feed.ts';
import type { TradingMarket } from './trading-market.ts';

export const ORDER_ENGINE = 'order engine';

export interface Trading {
  market: TradingMarket;
  readonly engine: TradingEngine;
}

declare module 'fastify' {
  interface FastifyInstance {
    trading: Trading;
    tradingFeed: TradingFeed;
  }
}

export function registerTrading(app: FastifyInstance, pubsub: PubSub) {
  const trading: { market: TradingMarket; engine?: TradingEngine } = { market: app.market };
  const engine = new TradingEngine({
    db: app.db,
    market: () => trading.market,
    log: app.log,
    publish: (event) => app.events.publish(event),
  });
  trading.engine = engine;
  const stop = pubsub.subscribe<Quote[]>(QUOTES_TOPIC, (quotes) => engine.quotesMoved(quotes));
  app.jobs.define(ORDER_ENGINE, app.config.MARKET_TICK_MS, () => engine.runOnce());
  app.decorate('trading', trading as Trading);
  // Other features trade through the core order desk, at the same market as the ticket.
  app.decorate(
    'orderDesk',
    createOrderDesk(() => trading.market),
  );
  const feed = new TradingFeed(app.events);
  app.decorate('tradingFeed', feed);
  app.addHook('onReady', async () => ensureTradingSettings(app.db));
  app.addHook('onClose', async () => {
    stop();
    feed.stop();
  });
}
