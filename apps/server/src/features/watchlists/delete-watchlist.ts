import { envelopeOf, watchlistParams, watchlistView } from '@platform/contracts';
import { eq, watchlists } from '@platform/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  LIMIT_MESSAGES,
  listWatchlists,
  lockUser,
  ownWatchlist,
  toWatchlistView,
  watchlistError,
} from './watchlists-repo.ts';

/** POST /api/watchlists/:id/delete: removes a list (never the last one) and answers the lists that remain. */
export const deleteWatchlistRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/delete',
    { schema: { tags: ['watchlists'], params: watchlistParams, response: { 200: envelopeOf(watchlistView.array()) } } },
    async (req) => {
      const userId = currentUser(req).id;
      const rows = await app.db.transaction(async (tx) => {
        await lockUser(tx, userId);
        await ownWatchlist(tx, userId, req.params.id);
        if ((await listWatchlists(tx, userId)).length <= 1) throw watchlistError(LIMIT_MESSAGES.lastList);
        await tx.delete(watchlists).where(eq(watchlists.id, req.params.id));
        return listWatchlists(tx, userId);
      });
      return ok(rows.map(toWatchlistView));
    },
  );
};
