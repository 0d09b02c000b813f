import { watchlistsApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import { ownWatchlist, saveSymbols, toWatchlistView } from './watchlists-repo.ts';

/** POST /api/watchlists/:id/symbols/remove { symbol }: removing a symbol that is not there changes nothing. */
export async function removeSymbolRoute(app: FastifyInstance) {
  route(app, watchlistsApi.removeSymbol, async ({ user, params, body }) => {
    const row = await app.db.transaction(async (tx) => {
      const list = await ownWatchlist(tx, user.id, params.id);
      if (!list.symbols.includes(body.symbol)) return list;
      return saveSymbols(
        tx,
        list.id,
        list.symbols.filter((symbol) => symbol !== body.symbol),
      );
    });
    return ok(toWatchlistView(row));
  });
}
