// The watchlist API (GET /api/watchlists; POST to create, rename, delete, add, remove, reorder), shared by the
// watchlist screen and the quote detail's add/remove button.
import { watchlistsApi } from '@platform/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api.ts';

export const watchlistKeys = {
  all: ['watchlists'] as const,
  list: () => [...watchlistKeys.all, 'list'] as const,
};

/** GET /api/watchlists: the user's lists in order (a new user has a default one). */
export const watchlistsQuery = () =>
  queryOptions({
    queryKey: watchlistKeys.list(),
    queryFn: ({ signal }) => api.call(watchlistsApi.find, {}, { signal }),
    staleTime: 60_000,
  });

export const watchlistRequests = {
  create: (name: string) => api.call(watchlistsApi.create, { body: { name } }),
  rename: (id: number, name: string) => api.call(watchlistsApi.update, { params: { id }, body: { name } }),
  remove: (id: number) => api.call(watchlistsApi.delete, { params: { id } }),
  addSymbol: (id: number, symbol: string) => api.call(watchlistsApi.addSymbol, { params: { id }, body: { symbol } }),
  removeSymbol: (id: number, symbol: string) =>
    api.call(watchlistsApi.removeSymbol, { params: { id }, body: { symbol } }),
  reorder: (id: number, symbols: string[]) =>
    api.call(watchlistsApi.reorderSymbols, { params: { id }, body: { symbols } }),
};

/** A watchlist change; every list is refetched afterwards. */
export function useWatchlistMutation<V>(request: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: watchlistKeys.all }),
  });
}
