import { marketApi, type Quote } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import { NO_STORE, unknownSymbol } from './listings.ts';

/** GET /api/market/quotes?symbols=AAPL,MSFT: quotes in the order asked; any unknown symbol is a field error naming it. */
export async function findQuotesRoute(app: FastifyInstance) {
  route(app, marketApi.quotes, async ({ query, reply }) => {
    const quotes: Quote[] = [];
    const unknown: string[] = [];
    for (const symbol of query.symbols) {
      const quote = app.market.quote(symbol);
      if (quote) quotes.push(quote);
      else unknown.push(symbol);
    }
    if (unknown.length > 0) throw unknownSymbol(unknown, 'symbols');
    reply.header('cache-control', NO_STORE);
    return ok(quotes);
  });
}
