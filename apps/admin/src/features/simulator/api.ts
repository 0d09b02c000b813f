import { marketAdminApi } from '@platform/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api.ts';

export const simulatorQueries = {
  all: ['admin', 'market', 'status'] as const,
  /** Clients come and go: refreshed every few seconds while the page is open. */
  status: () =>
    queryOptions({
      queryKey: [...simulatorQueries.all],
      queryFn: ({ signal }) => api.call(marketAdminApi.status, {}, { signal }),
      staleTime: 2_000,
      refetchInterval: 3_000,
    }),
};
