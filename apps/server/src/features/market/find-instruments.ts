import { envelopeOf, instrumentsQuery, listingView, pageOf } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { filterInstruments, listingOf, NO_STORE } from './listings.ts';

/** GET /api/market/instruments?q&class&exchange&group&pageNum&pageSize: the catalogue with quotes, in catalogue order. */
export const findInstrumentsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/instruments',
    { schema: { tags: ['market'], querystring: instrumentsQuery, response: { 200: envelopeOf(pageOf(listingView)) } } },
    async (req, reply) => {
      const { pageNum, pageSize, ...filter } = req.query;
      const matching = filterInstruments(app.market.instruments(), filter);
      const page = matching.slice((pageNum - 1) * pageSize, pageNum * pageSize);
      reply.header('cache-control', NO_STORE);
      return ok({ rows: page.map((instrument) => listingOf(app.market, instrument)), total: matching.length });
    },
  );
};
