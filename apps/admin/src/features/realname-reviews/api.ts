import type { AdminRealNameQuery, AdminRealNameView, ReviewRealNameBody } from '@platform/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api.ts';
import { auditQueries, type Page } from '../../shared/audit/audit-queries.ts';

export const realNameQueries = {
  all: ['admin', 'realname'] as const,
  list: (filters: AdminRealNameQuery) =>
    queryOptions({
      queryKey: [...realNameQueries.all, 'list', filters],
      queryFn: ({ signal }) => api.get<Page<AdminRealNameView>>('/admin/realname', { ...filters }, { signal }),
      staleTime: 10_000,
      placeholderData: keepPreviousData,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...realNameQueries.all, 'detail', id],
      queryFn: ({ signal }) => api.get<AdminRealNameView>(`/admin/realname/${id}`, undefined, { signal }),
      staleTime: 10_000,
    }),
};

/** Approves, or rejects with a reason the user sees; the queue and the audit log then show the decision. */
export function useReviewRealName(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewRealNameBody) => api.post<AdminRealNameView>(`/admin/realname/${id}/review`, body),
    onSuccess: async (row) => {
      queryClient.setQueryData(realNameQueries.detail(id).queryKey, row);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: realNameQueries.all }),
        queryClient.invalidateQueries({ queryKey: auditQueries.all }),
      ]);
    },
  });
}
