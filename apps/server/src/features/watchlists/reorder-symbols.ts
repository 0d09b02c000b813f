import { envelopeOf, watchlistParams, watchlistReorderBody, watchlistView } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { currentUser } from '../../plugins/auth.ts';
import { LIMIT_MESSAGES, ownWatchlist, saveSymbols, toWatchlistView, watchlistError } from './watchlists-repo.ts';

const isPermutation = (next: string[], current: string[]) =>
  next.length === current.length && new Set(next).size === next.length && next.every((s) => current.includes(s));

/** POST /api/watchlists/:id/symbols/reorder { symbols }: the list's own symbols, each once, in the new order. */
export const reorderSymbolsRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/symbols/reorder',
    {
      schema: {
        tags: ['watchlists'],
        params: watchlistParams,
        body: watchlistReorderBody,
        response: { 200: envelopeOf(watchlistView) },
      },
    },
    async (req) => {
      const userId = currentUser(req).id;
      const row = await app.db.transaction(async (tx) => {
        const list = await ownWatchlist(tx, userId, req.params.id);
        if (!isPermutation(req.body.symbols, list.symbols)) throw watchlistError(LIMIT_MESSAGES.reorder, 'symbols');
        return saveSymbols(tx, list.id, req.body.symbols);
      });
      return ok(toWatchlistView(row));
    },
  );
};
