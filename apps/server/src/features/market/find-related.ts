import { marketApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import { listingOf, NO_STORE, requireInstrument } from './listings.ts';

/** GET /api/market/related?symbol: the other listed expiries of a future's root, nearest first; others have none. */
export async function findRelatedRoute(app: FastifyInstance) {
  route(app, marketApi.related, async ({ query, reply }) => {
    const instrument = requireInstrument(app.market, query.symbol);
    reply.header('cache-control', NO_STORE);
    if (instrument.class !== 'future') return ok([]);
    const related = app.market
      .instruments()
      .filter((item) => item.class === 'future' && item.root === instrument.root && item.symbol !== instrument.symbol)
      .sort((a, b) => (a.class === 'future' && b.class === 'future' ? a.expiry.localeCompare(b.expiry) : 0));
    return ok(related.map((item) => listingOf(app.market, item)));
  });
}
