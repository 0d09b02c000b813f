// The watchlist API (GET /api/watchlists; POST to create, rename, delete, add, remove, reorder), shared by the
// watchlist screen and the quote detail's add/remove button.
import type { Watchlist } from '@platform/contracts';
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
    queryFn: ({ signal }) => api.get<Watchlist[]>('/watchlists', undefined, { signal }),
    staleTime: 60_000,
  });

const path = (id: number, action = '') => `/watchlists/${id}${action}`;

export const watchlistRequests = {
  create: (name: string) => api.post<Watchlist>('/watchlists', { name }),
  rename: (id: number, name: string) => api.post<Watchlist>(path(id, '/update'), { name }),
  remove: (id: number) => api.post<Watchlist[]>(path(id, '/delete'), {}),
  addSymbol: (id: number, symbol: string) => api.post<Watchlist>(path(id, '/symbols/add'), { symbol }),
  removeSymbol: (id: number, symbol: string) => api.post<Watchlist>(path(id, '/symbols/remove'), { symbol }),
  reorder: (id: number, symbols: string[]) => api.post<Watchlist>(path(id, '/symbols/reorder'), { symbols }),
};

/** A watchlist change; every list is refetched afterwards. */
export function useWatchlistMutation<V>(request: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: watchlistKeys.all }),
  });
}
