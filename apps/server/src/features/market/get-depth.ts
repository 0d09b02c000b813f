import { DEPTH_LIMITS, type Depth, marketApi, type Quote } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { NO_STORE, requireInstrument } from './listings.ts';
import type { Market } from './market-service.ts';

/** The depth behind a quote of the market: built from the very quote the order ticket fills at. */
export const depthOfQuote = (market: Market, quote: Quote, trades: number): Depth | undefined =>
  market.simulator.depth(quote, Date.now(), trades);

/**
 * GET /api/market/depth?symbol&trades: level-2 depth behind the current quote and the newest prints, for a screen's
 * first paint; the socket's `depth:<SYMBOL>` topic pushes it from then on (the hub is given the same depth here).
 */
export async function getDepthRoute(app: FastifyInstance) {
  app.quoteHub.serveDepth((quote) => depthOfQuote(app.market, quote, DEPTH_LIMITS.defaultTrades));
  route(app, marketApi.depth, async ({ query, reply }) => {
    requireInstrument(app.market, query.symbol);
    const quote = app.market.quote(query.symbol);
    const depth = quote && depthOfQuote(app.market, quote, query.trades);
    if (!depth) throw AppError.notFound();
    reply.header('cache-control', NO_STORE);
    return ok(depth);
  });
}
