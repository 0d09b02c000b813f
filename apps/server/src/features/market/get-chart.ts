import { chartQuery, chartView, envelopeOf } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { requireInstrument } from './listings.ts';

/** GET /api/market/chart?symbol&period: the period's bars; the last bar is still forming, so caches keep it briefly. */
export const getChartRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/chart',
    { schema: { tags: ['market'], querystring: chartQuery, response: { 200: envelopeOf(chartView) } } },
    async (req, reply) => {
      requireInstrument(app.market, req.query.symbol);
      const chart = app.market.chart(req.query.symbol, req.query.period);
      if (!chart) throw AppError.notFound();
      reply.header('cache-control', 'public, max-age=5');
      return ok(chart);
    },
  );
};
