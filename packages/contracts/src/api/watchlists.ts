// A signed-in user's watchlists (issue 4 §4): at most WATCHLIST_LIMITS lists of listed symbols, never fewer than one.
import { endpoint } from '../endpoint.ts';
import {
  watchlistNameBody,
  watchlistParams,
  watchlistReorderBody,
  watchlistSymbolBody,
  watchlistView,
} from '../watchlists.ts';
import { z } from '../zod.ts';

const user = { tag: 'watchlists', caller: 'user' } as const;

export const watchlistsApi = {
  /** The user's lists in order; the first visit creates the default list. */
  find: endpoint({ ...user, method: 'GET', path: '/watchlists', response: z.array(watchlistView) }),
  /** A new, empty list at the end. */
  create: endpoint({ ...user, method: 'POST', path: '/watchlists', body: watchlistNameBody, response: watchlistView }),
  /** Renames a list. */
  update: endpoint({
    ...user,
    method: 'POST',
    path: '/watchlists/:id/update',
    params: watchlistParams,
    body: watchlistNameBody,
    response: watchlistView,
  }),
  /** Removes a list (never the last one); answers with the lists that remain. */
  delete: endpoint({
    ...user,
    method: 'POST',
    path: '/watchlists/:id/delete',
    params: watchlistParams,
    response: z.array(watchlistView),
  }),
  /** Appends a listed symbol; one already there stays where it is. */
  addSymbol: endpoint({
    ...user,
    method: 'POST',
    path: '/watchlists/:id/symbols/add',
    params: watchlistParams,
    body: watchlistSymbolBody,
    response: watchlistView,
  }),
  /** Removing a symbol that is not there changes nothing. */
  removeSymbol: endpoint({
    ...user,
    method: 'POST',
    path: '/watchlists/:id/symbols/remove',
    params: watchlistParams,
    body: watchlistSymbolBody,
    response: watchlistView,
  }),
  /** The list's own symbols, each once, in the new order. */
  reorderSymbols: endpoint({
    ...user,
    method: 'POST',
    path: '/watchlists/:id/symbols/reorder',
    params: watchlistParams,
    body: watchlistReorderBody,
    response: watchlistView,
  }),
} as const;
