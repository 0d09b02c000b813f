import { marketApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import { listingOf, NO_STORE, requireInstrument } from './listings.ts';

/** GET /api/market/instruments/:symbol: one instrument with its quote; an unknown symbol is 404. */
export async function getInstrumentRoute(app: FastifyInstance) {
  route(app, marketApi.instrument, async ({ params, reply }) => {
    const instrument = requireInstrument(app.market, params.symbol);
    reply.header('cache-control', NO_STORE);
    return ok(listingOf(app.market, instrument));
  });
}
