import { type EndpointInput, type Instrument, marketAdminApi } from '@platform/contracts';
import { marketHalts } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { ok } from '../../../lib/envelope.ts';
import { filterInstruments } from '../listings.ts';
import { adminViewOf, haltOf } from './admin-instruments.ts';

type Sort = NonNullable<EndpointInput<typeof marketAdminApi.instruments>['query']>['sort'];

/** The catalogue in the order asked for (symbol or name, either way; symbols break ties), or as it is. */
function sorted(instruments: Instrument[], sort: Sort): Instrument[] {
  if (!sort) return instruments;
  const descending = sort.startsWith('-');
  const key = (descending ? sort.slice(1) : sort) as 'symbol' | 'name';
  const direction = descending ? -1 : 1;
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...instruments].sort(
    (a, b) => direction * (compare(a[key].toLowerCase(), b[key].toLowerCase()) || compare(a.symbol, b.symbol)),
  );
}

/** GET /api/admin/market/instruments: the public list's filters, with each instrument's halt, in the order asked. */
export async function findAdminInstrumentsRoute(app: FastifyInstance) {
  route(app, marketAdminApi.instruments, async ({ query, reply }) => {
    const { pageNum, pageSize, sort, ...filter } = query;
    const matching = sorted(filterInstruments(app.market.instruments(), filter), sort);
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
