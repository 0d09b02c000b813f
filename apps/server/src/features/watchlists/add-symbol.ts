import { envelopeOf, WATCHLIST_LIMITS, watchlistParams, watchlistSymbolBody, watchlistView } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { currentUser } from '../../plugins/auth.ts';
import { LIMIT_MESSAGES, ownWatchlist, saveSymbols, toWatchlistView, watchlistError } from './watchlists-repo.ts';

/** POST /api/watchlists/:id/symbols/add { symbol }: appends a listed symbol; one already there stays where it is. */
export const addSymbolRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/symbols/add',
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
      const { symbol } = req.body;
      if (!app.market.instrument(symbol)) throw watchlistError(`Unknown symbol: ${symbol}`, 'symbol');
      const row = await app.db.transaction(async (tx) => {
        const list = await ownWatchlist(tx, userId, req.params.id);
        if (list.symbols.includes(symbol)) return list;
        if (list.symbols.length >= WATCHLIST_LIMITS.symbols) throw watchlistError(LIMIT_MESSAGES.symbols, 'symbol');
        return saveSymbols(tx, list.id, [...list.symbols, symbol]);
      });
      return ok(toWatchlistView(row));
    },
  );
};
