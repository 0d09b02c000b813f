import { type AdminRealNameQuery, type ReviewRealNameBody, realNameAdminApi } from '@platform/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api.ts';
import { useAuditedChange } from '../../shared/audited-change.ts';

export const realNameQueries = {
  all: ['admin', 'realname'] as const,
  list: (filters: AdminRealNameQuery) =>
    queryOptions({
      queryKey: [...realNameQueries.all, 'list', filters],
      queryFn: ({ signal }) => api.call(realNameAdminApi.submissions, { query: filters }, { signal }),
      staleTime: 10_000,
      placeholderData: keepPreviousData,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...realNameQueries.all, 'detail', id],
      queryFn: ({ signal }) => api.call(realNameAdminApi.submission, { params: { id } }, { signal }),
      staleTime: 10_000,
    }),
};

/** Approves, or rejects with a reason the user sees; the queue and the audit log then show the decision. */
export function useReviewRealName(id: number) {
  const queryClient = useQueryClient();
  const changed = useAuditedChange(realNameQueries.all);
  return useMutation({
    mutationFn: (body: ReviewRealNameBody) => api.call(realNameAdminApi.review, { params: { id }, body }),
    onSuccess: async (row) => {
      queryClient.setQueryData(realNameQueries.detail(id).queryKey, row);
      await changed();
    },
  });
}
