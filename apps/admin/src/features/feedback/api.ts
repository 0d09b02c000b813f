import type { AdminFeedbackQuery, AdminFeedbackView, AnswerFeedbackBody } from '@platform/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api.ts';
import { auditQueries, type Page } from '../../shared/audit/audit-queries.ts';

export const feedbackQueries = {
  all: ['admin', 'feedback'] as const,
  list: (filters: AdminFeedbackQuery) =>
    queryOptions({
      queryKey: [...feedbackQueries.all, 'list', filters],
      queryFn: ({ signal }) => api.get<Page<AdminFeedbackView>>('/admin/feedback', { ...filters }, { signal }),
      staleTime: 10_000,
      placeholderData: keepPreviousData,
    }),
};

/** The answer goes to the user's feedback list; the queue and the audit log are reloaded. */
export function useAnswerFeedback(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AnswerFeedbackBody) => api.post<AdminFeedbackView>(`/admin/feedback/${id}/answer`, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: feedbackQueries.all }),
        queryClient.invalidateQueries({ queryKey: auditQueries.all }),
      ]),
  });
}
