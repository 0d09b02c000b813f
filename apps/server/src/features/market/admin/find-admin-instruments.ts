import { marketAdminApi } from '@platform/contracts';
import { marketHalts } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { ok } from '../../../lib/envelope.ts';
import { filterInstruments } from '../listings.ts';
import { adminViewOf, haltOf } from './admin-instruments.ts';

/** GET /api/admin/market/instruments: the public list's filters, with each instrument's halt. */
export async function findAdminInstrumentsRoute(app: FastifyInstance) {
  route(app, marketAdminApi.instruments, async ({ query, reply }) => {
    const { pageNum, pageSize, ...filter } = query;
    const matching = filterInstruments(app.market.instruments(), filter);
    const page = matching.slice((pageNum - 1) * pageSize, pageNum * pageSize);
    const halts = new Map((await app.db.select().from(marketHalts)).map((row) => [row.symbol, row]));
    reply.header('cache-control', 'no-store');
    return ok({
      rows: page.map((item) => adminViewOf(app.market, item.symbol, halts.get(item.symbol))),
      total: matching.length,
    });
  });
}

/** GET /api/admin/market/instruments/:symbol: one instrument with its halt; an unknown symbol is 404. */
export async function getAdminInstrumentRoute(app: FastifyInstance) {
  route(app, marketAdminApi.instrument, async ({ params, reply }) => {
    const symbol = params.symbol.toUpperCase();
    const view = adminViewOf(app.market, symbol, await haltOf(app.db, symbol));
    reply.header('cache-control', 'no-store');
    return ok(view);
  });
}
