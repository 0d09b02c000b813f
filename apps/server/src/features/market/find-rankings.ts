import { type Listing, marketApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import { filterInstruments, NO_STORE } from './listings.ts';

const byChange = (a: Listing, b: Listing) => Number(b.quote.changePercent) - Number(a.quote.changePercent);

/**
 * GET /api/market/rankings?kind=gainers|losers|active&class&exchange&limit. Gainers and losers by change %, ties by
 * symbol; most active by volume, without indices (an index's volume is its members', not traded in it).
 */
export async function findRankingsRoute(app: FastifyInstance) {
  route(app, marketApi.rankings, async ({ query, reply }) => {
    const { kind, limit, ...filter } = query;
    const quotes = app.market.allQuotes();
    const rows: Listing[] = [];
    for (const instrument of filterInstruments(app.market.instruments(), filter)) {
      const quote = quotes.get(instrument.symbol);
      if (!quote || (kind === 'active' && instrument.class === 'index')) continue;
      rows.push({ instrument, quote });
    }
    const bySymbol = (a: Listing, b: Listing) => a.instrument.symbol.localeCompare(b.instrument.symbol);
    rows.sort((a, b) => {
      if (kind === 'active') return b.quote.volume - a.quote.volume || bySymbol(a, b);
      return (kind === 'gainers' ? byChange(a, b) : -byChange(a, b)) || bySymbol(a, b);
    });
    reply.header('cache-control', NO_STORE);
    return ok(rows.slice(0, limit));
  });
}
