import type { FastifyInstance } from 'fastify';
import { addSymbolRoute } from './add-symbol.ts';
import { createWatchlistRoute } from './create-watchlist.ts';
import { deleteWatchlistRoute } from './delete-watchlist.ts';
import { findWatchlistsRoute } from './find-watchlists.ts';
import { removeSymbolRoute } from './remove-symbol.ts';
import { reorderSymbolsRoute } from './reorder-symbols.ts';
import { updateWatchlistRoute } from './update-watchlist.ts';

/** A signed-in user's watchlists (/api/watchlists/...), defined in contracts' watchlistsApi. */
export async function watchlistRoutes(app: FastifyInstance) {
  await app.register(findWatchlistsRoute);
  await app.register(createWatchlistRoute);
  await app.register(updateWatchlistRoute);
  await app.register(deleteWatchlistRoute);
  await app.register(addSymbolRoute);
  await app.register(removeSymbolRoute);
  await app.register(reorderSymbolsRoute);
}
