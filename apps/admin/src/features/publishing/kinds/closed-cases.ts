import { mediationAdminApi } from '@platform/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api.ts';

/** The newest closed cases of each outcome: the only cases a story may be written from. */
export const closedCasesQuery = () =>
  queryOptions({
    queryKey: ['admin', 'cases', 'closed-for-publishing'],
    queryFn: async ({ signal }) => {
      const [settled, notSettled] = await Promise.all(
        (['closed_settled', 'closed_not_settled'] as const).map((status) =>
          api.call(mediationAdminApi.cases, { query: { status, page: 1, size: 100 } }, { signal, allowParallel: true }),
        ),
      );
      return [...(settled?.rows ?? []), ...(notSettled?.rows ?? [])].sort((a, b) =>
        b.updatedAt.localeCompare(a.updatedAt),
      );
    },
    staleTime: 30_000,
  });
