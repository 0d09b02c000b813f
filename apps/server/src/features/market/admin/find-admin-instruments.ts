import { adminInstrumentView, envelopeOf, instrumentsQuery, pageOf, symbolParams } from '@platform/contracts';
import { marketHalts } from '@platform/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { filterInstruments } from '../listings.ts';
import { adminViewOf, haltOf } from './admin-instruments.ts';

/** GET /api/admin/market/instruments: the public list's filters, with each instrument's halt. */
export const findAdminInstrumentsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/instruments',
    {
      schema: {
        tags: ['admin'],
        querystring: instrumentsQuery,
        response: { 200: envelopeOf(pageOf(adminInstrumentView)) },
      },
    },
    async (req, reply) => {
      const { pageNum, pageSize, ...filter } = req.query;
      const matching = filterInstruments(app.market.instruments(), filter);
      const page = matching.slice((pageNum - 1) * pageSize, pageNum * pageSize);
      const halts = new Map((await app.db.select().from(marketHalts)).map((row) => [row.symbol, row]));
      reply.header('cache-control', 'no-store');
      return ok({
        rows: page.map((item) => adminViewOf(app.market, item.symbol, halts.get(item.symbol))),
        total: matching.length,
      });
    },
  );
};

/** GET /api/admin/market/instruments/:symbol: one instrument with its halt; an unknown symbol is 404. */
export const getAdminInstrumentRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/instruments/:symbol',
    { schema: { tags: ['admin'], params: symbolParams, response: { 200: envelopeOf(adminInstrumentView) } } },
    async (req, reply) => {
      const symbol = req.params.symbol.toUpperCase();
      const view = adminViewOf(app.market, symbol, await haltOf(app.db, symbol));
      reply.header('cache-control', 'no-store');
      return ok(view);
    },
  );
};
