import { watchlistsApi } from '@platform/contracts';
import { watchlists } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import { DEFAULT_WATCHLIST, listWatchlists, lockUser, toWatchlistView } from './watchlists-repo.ts';

/** GET /api/watchlists: the user's lists in order; the first visit creates the default list. */
export async function findWatchlistsRoute(app: FastifyInstance) {
  route(app, watchlistsApi.find, async ({ user, reply }) => {
    const userId = user.id;
    let rows = await listWatchlists(app.db, userId);
    if (rows.length === 0) {
      rows = await app.db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const existing = await listWatchlists(tx, userId);
        if (existing.length > 0) return existing;
        const symbols = DEFAULT_WATCHLIST.symbols.filter((symbol) => app.market.instrument(symbol));
        return tx.insert(watchlists).values({ userId, name: DEFAULT_WATCHLIST.name, symbols, position: 0 }).returning();
      });
    }
    reply.header('cache-control', 'no-store');
    return ok(rows.map(toWatchlistView));
  });
}
