import { watchlistsApi } from '@platform/contracts';
import { eq, watchlists } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import {
  LIMIT_MESSAGES,
  listWatchlists,
  lockUser,
  ownWatchlist,
  toWatchlistView,
  watchlistError,
} from './watchlists-repo.ts';

/** POST /api/watchlists/:id/delete: removes a list (never the last one) and answers the lists that remain. */
export async function deleteWatchlistRoute(app: FastifyInstance) {
  route(app, watchlistsApi.delete, async ({ user, params }) => {
    const userId = user.id;
    const rows = await app.db.transaction(async (tx) => {
      await lockUser(tx, userId);
      await ownWatchlist(tx, userId, params.id);
      if ((await listWatchlists(tx, userId)).length <= 1) throw watchlistError(LIMIT_MESSAGES.lastList);
      await tx.delete(watchlists).where(eq(watchlists.id, params.id));
      return listWatchlists(tx, userId);
    });
    return ok(rows.map(toWatchlistView));
  });
}
