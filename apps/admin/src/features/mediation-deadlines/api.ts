import { mediationAdminApi, type UpdateDeadlineBody } from '@platform/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api.ts';
import { auditQueries } from '../../shared/audit/audit-queries.ts';

export const deadlineQueries = {
  all: ['admin', 'mediation', 'deadlines'] as const,
  /** Settings change rarely, and only from this page. */
  list: () =>
    queryOptions({
      queryKey: deadlineQueries.all,
      queryFn: ({ signal }) => api.call(mediationAdminApi.deadlines, {}, { signal }),
      staleTime: 60_000,
    }),
};

/** An admin sets one kind's length (audited); deadlines already running keep their dates. */
export function useUpdateDeadline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateDeadlineBody) => api.call(mediationAdminApi.updateDeadline, { body }),
    onSuccess: (lengths) => {
      queryClient.setQueryData(deadlineQueries.list().queryKey, lengths);
      return queryClient.invalidateQueries({ queryKey: auditQueries.all });
    },
  });
}
