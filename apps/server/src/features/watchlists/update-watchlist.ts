import { watchlistsApi } from '@platform/contracts';
import { eq, watchlists } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import { ownWatchlist, toWatchlistView } from './watchlists-repo.ts';

/** POST /api/watchlists/:id/update { name }: renames a list. */
export async function updateWatchlistRoute(app: FastifyInstance) {
  route(app, watchlistsApi.update, async ({ user, params, body }) => {
    const row = await app.db.transaction(async (tx) => {
      await ownWatchlist(tx, user.id, params.id);
      const [updated] = await tx
        .update(watchlists)
        .set({ name: body.name })
        .where(eq(watchlists.id, params.id))
        .returning();
      return updated!;
    });
    return ok(toWatchlistView(row));
  });
}
