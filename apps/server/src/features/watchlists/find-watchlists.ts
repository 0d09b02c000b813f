import { envelopeOf, watchlistView } from '@platform/contracts';
import { watchlists } from '@platform/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { currentUser } from '../../plugins/auth.ts';
import { DEFAULT_WATCHLIST, listWatchlists, lockUser, toWatchlistView } from './watchlists-repo.ts';

/** GET /api/watchlists: the user's lists in order; the first visit creates the default list. */
export const findWatchlistsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { tags: ['watchlists'], response: { 200: envelopeOf(watchlistView.array()) } } },
    async (req, reply) => {
      const userId = currentUser(req).id;
      let rows = await listWatchlists(app.db, userId);
      if (rows.length === 0) {
        rows = await app.db.transaction(async (tx) => {
          await lockUser(tx, userId);
          const existing = await listWatchlists(tx, userId);
          if (existing.length > 0) return existing;
          const symbols = DEFAULT_WATCHLIST.symbols.filter((symbol) => app.market.instrument(symbol));
          return tx
            .insert(watchlists)
            .values({ userId, name: DEFAULT_WATCHLIST.name, symbols, position: 0 })
            .returning();
        });
      }
      reply.header('cache-control', 'no-store');
      return ok(rows.map(toWatchlistView));
    },
  );
};
