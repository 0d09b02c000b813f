import { adminWorkApi } from '@platform/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api.ts';

export const workQueries = {
  all: ['admin', 'work'] as const,
  /** What waits on the operator: asked again every minute while the page is open, as deadlines come near. */
  queue: () =>
    queryOptions({
      queryKey: [...workQueries.all, 'queue'],
      queryFn: ({ signal }) => api.call(adminWorkApi.queue, {}, { signal }),
      staleTime: 15_000,
      refetchInterval: 60_000,
    }),
};
