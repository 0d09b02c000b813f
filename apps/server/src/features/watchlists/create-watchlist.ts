import { envelopeOf, WATCHLIST_LIMITS, watchlistNameBody, watchlistView } from '@platform/contracts';
import { watchlists } from '@platform/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  LIMIT_MESSAGES,
  listWatchlists,
  lockUser,
  nextPosition,
  toWatchlistView,
  watchlistError,
} from './watchlists-repo.ts';

/** POST /api/watchlists { name }: a new, empty list at the end. */
export const createWatchlistRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    { schema: { tags: ['watchlists'], body: watchlistNameBody, response: { 200: envelopeOf(watchlistView) } } },
    async (req) => {
      const userId = currentUser(req).id;
      const row = await app.db.transaction(async (tx) => {
        await lockUser(tx, userId);
        if ((await listWatchlists(tx, userId)).length >= WATCHLIST_LIMITS.lists) {
          throw watchlistError(LIMIT_MESSAGES.lists, 'name');
        }
        const position = await nextPosition(tx, userId);
        const [created] = await tx.insert(watchlists).values({ userId, name: req.body.name, position }).returning();
        return created!;
      });
      return ok(toWatchlistView(row));
    },
  );
};
