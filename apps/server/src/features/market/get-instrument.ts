import { envelopeOf, listingView, symbolParams } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { listingOf, NO_STORE, requireInstrument } from './listings.ts';

/** GET /api/market/instruments/:symbol: one instrument with its quote; an unknown symbol is 404. */
export const getInstrumentRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/instruments/:symbol',
    { schema: { tags: ['market'], params: symbolParams, response: { 200: envelopeOf(listingView) } } },
    async (req, reply) => {
      const instrument = requireInstrument(app.market, req.params.symbol);
      reply.header('cache-control', NO_STORE);
      return ok(listingOf(app.market, instrument));
    },
  );
};
