import { marketApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import { filterInstruments, listingOf, NO_STORE } from './listings.ts';

/** GET /api/market/instruments?q&class&exchange&group&pageNum&pageSize: the catalogue with quotes, in catalogue order. */
export async function findInstrumentsRoute(app: FastifyInstance) {
  route(app, marketApi.instruments, async ({ query, reply }) => {
    const { pageNum, pageSize, ...filter } = query;
    const matching = filterInstruments(app.market.instruments(), filter);
    const page = matching.slice((pageNum - 1) * pageSize, pageNum * pageSize);
    reply.header('cache-control', NO_STORE);
    return ok({ rows: page.map((instrument) => listingOf(app.market, instrument)), total: matching.length });
  });
}
