import { envelopeOf, type Listing, listingView, rankingsQuery } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { filterInstruments, NO_STORE } from './listings.ts';

const byChange = (a: Listing, b: Listing) => Number(b.quote.changePercent) - Number(a.quote.changePercent);

/**
 * GET /api/market/rankings?kind=gainers|losers|active&class&exchange&limit. Gainers and losers by change %, ties by
 * symbol; most active by volume, without indices (an index's volume is its members', not traded in it).
 */
export const findRankingsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rankings',
    { schema: { tags: ['market'], querystring: rankingsQuery, response: { 200: envelopeOf(listingView.array()) } } },
    async (req, reply) => {
      const { kind, limit, ...filter } = req.query;
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
    },
  );
};
