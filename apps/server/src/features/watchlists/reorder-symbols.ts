import { watchlistsApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import { LIMIT_MESSAGES, ownWatchlist, saveSymbols, toWatchlistView, watchlistError } from './watchlists-repo.ts';

const isPermutation = (next: string[], current: string[]) =>
  next.length === current.length && new Set(next).size === next.length && next.every((s) => current.includes(s));

/** POST /api/watchlists/:id/symbols/reorder { symbols }: the list's own symbols, each once, in the new order. */
export async function reorderSymbolsRoute(app: FastifyInstance) {
  route(app, watchlistsApi.reorderSymbols, async ({ user, params, body }) => {
    const row = await app.db.transaction(async (tx) => {
      const list = await ownWatchlist(tx, user.id, params.id);
      if (!isPermutation(body.symbols, list.symbols)) throw watchlistError(LIMIT_MESSAGES.reorder, 'symbols');
      return saveSymbols(tx, list.id, body.symbols);
    });
    return ok(toWatchlistView(row));
  });
}
