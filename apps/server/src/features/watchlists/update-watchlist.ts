import { envelopeOf, watchlistNameBody, watchlistParams, watchlistView } from '@platform/contracts';
import { eq, watchlists } from '@platform/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { currentUser } from '../../plugins/auth.ts';
import { ownWatchlist, toWatchlistView } from './watchlists-repo.ts';

/** POST /api/watchlists/:id/update { name }: renames a list. */
export const updateWatchlistRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/update',
    {
      schema: {
        tags: ['watchlists'],
        params: watchlistParams,
        body: watchlistNameBody,
        response: { 200: envelopeOf(watchlistView) },
      },
    },
    async (req) => {
      const userId = currentUser(req).id;
      const row = await app.db.transaction(async (tx) => {
        await ownWatchlist(tx, userId, req.params.id);
        const [updated] = await tx
          .update(watchlists)
          .set({ name: req.body.name })
          .where(eq(watchlists.id, req.params.id))
          .returning();
        return updated!;
      });
      return ok(toWatchlistView(row));
    },
  );
};
