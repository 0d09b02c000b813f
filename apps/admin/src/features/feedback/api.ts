import { type AdminFeedbackQuery, type AnswerFeedbackBody, feedbackAdminApi } from '@platform/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api.ts';
import { auditQueries } from '../../shared/audit/audit-queries.ts';

export const feedbackQueries = {
  all: ['admin', 'feedback'] as const,
  list: (filters: AdminFeedbackQuery) =>
    queryOptions({
      queryKey: [...feedbackQueries.all, 'list', filters],
      queryFn: ({ signal }) => api.call(feedbackAdminApi.find, { query: filters }, { signal }),
      staleTime: 10_000,
      placeholderData: keepPreviousData,
    }),
};

/** The answer goes to the user's feedback list; the queue and the audit log are reloaded. */
export function useAnswerFeedback(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AnswerFeedbackBody) => api.call(feedbackAdminApi.answer, { params: { id }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: feedbackQueries.all }),
        queryClient.invalidateQueries({ queryKey: auditQueries.all }),
      ]),
  });
}
