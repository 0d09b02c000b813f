import { WATCHLIST_LIMITS, watchlistsApi } from '@platform/contracts';
import { watchlists } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import {
  LIMIT_MESSAGES,
  listWatchlists,
  lockUser,
  nextPosition,
  toWatchlistView,
  watchlistError,
} from './watchlists-repo.ts';

/** POST /api/watchlists { name }: a new, empty list at the end. */
export async function createWatchlistRoute(app: FastifyInstance) {
  route(app, watchlistsApi.create, async ({ user, body }) => {
    const userId = user.id;
    const row = await app.db.transaction(async (tx) => {
      await lockUser(tx, userId);
      if ((await listWatchlists(tx, userId)).length >= WATCHLIST_LIMITS.lists) {
        throw watchlistError(LIMIT_MESSAGES.lists, 'name');
      }
      const position = await nextPosition(tx, userId);
      const [created] = await tx.insert(watchlists).values({ userId, name: body.name, position }).returning();
      return created!;
    });
    return ok(toWatchlistView(row));
  });
}
