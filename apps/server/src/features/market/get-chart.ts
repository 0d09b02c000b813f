import { marketApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { requireInstrument } from './listings.ts';

/** GET /api/market/chart?symbol&period: the period's bars; the last bar is still forming, so caches keep it briefly. */
export async function getChartRoute(app: FastifyInstance) {
  route(app, marketApi.chart, async ({ query, reply }) => {
    requireInstrument(app.market, query.symbol);
    const chart = app.market.chart(query.symbol, query.period);
    if (!chart) throw AppError.notFound();
    reply.header('cache-control', 'public, max-age=5');
    return ok(chart);
  });
}
