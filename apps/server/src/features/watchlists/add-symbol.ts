import { WATCHLIST_LIMITS, watchlistsApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import { LIMIT_MESSAGES, ownWatchlist, saveSymbols, toWatchlistView, watchlistError } from './watchlists-repo.ts';

/** POST /api/watchlists/:id/symbols/add { symbol }: appends a listed symbol; one already there stays where it is. */
export async function addSymbolRoute(app: FastifyInstance) {
  route(app, watchlistsApi.addSymbol, async ({ user, params, body }) => {
    const { symbol } = body;
    if (!app.market.instrument(symbol)) throw watchlistError(`Unknown symbol: ${symbol}`, 'symbol');
    const row = await app.db.transaction(async (tx) => {
      const list = await ownWatchlist(tx, user.id, params.id);
      if (list.symbols.includes(symbol)) return list;
      if (list.symbols.length >= WATCHLIST_LIMITS.symbols) throw watchlistError(LIMIT_MESSAGES.symbols, 'symbol');
      return saveSymbols(tx, list.id, [...list.symbols, symbol]);
    });
    return ok(toWatchlistView(row));
  });
}
