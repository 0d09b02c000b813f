import { envelopeOf, watchlistParams, watchlistSymbolBody, watchlistView } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { currentUser } from '../../plugins/auth.ts';
import { ownWatchlist, saveSymbols, toWatchlistView } from './watchlists-repo.ts';

/** POST /api/watchlists/:id/symbols/remove { symbol }: removing a symbol that is not there changes nothing. */
export const removeSymbolRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/symbols/remove',
    {
      schema: {
        tags: ['watchlists'],
        params: watchlistParams,
        body: watchlistSymbolBody,
        response: { 200: envelopeOf(watchlistView) },
      },
    },
    async (req) => {
      const userId = currentUser(req).id;
      const row = await app.db.transaction(async (tx) => {
        const list = await ownWatchlist(tx, userId, req.params.id);
        if (!list.symbols.includes(req.body.symbol)) return list;
        return saveSymbols(
          tx,
          list.id,
          list.symbols.filter((symbol) => symbol !== req.body.symbol),
        );
      });
      return ok(toWatchlistView(row));
    },
  );
};
