import { envelopeOf, type Quote, quotesQuery, quoteView } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { NO_STORE, unknownSymbol } from './listings.ts';

/** GET /api/market/quotes?symbols=AAPL,MSFT: quotes in the order asked; any unknown symbol is a field error naming it. */
export const findQuotesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/quotes',
    { schema: { tags: ['market'], querystring: quotesQuery, response: { 200: envelopeOf(quoteView.array()) } } },
    async (req, reply) => {
      const quotes: Quote[] = [];
      const unknown: string[] = [];
      for (const symbol of req.query.symbols) {
        const quote = app.market.quote(symbol);
        if (quote) quotes.push(quote);
        else unknown.push(symbol);
      }
      if (unknown.length > 0) throw unknownSymbol(unknown, 'symbols');
      reply.header('cache-control', NO_STORE);
      return ok(quotes);
    },
  );
};
