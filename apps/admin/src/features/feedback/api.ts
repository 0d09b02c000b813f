import { type AdminFeedbackQuery, type AnswerFeedbackBody, feedbackAdminApi } from '@platform/contracts';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../shared/api.ts';
import { useAuditedChange } from '../../shared/audited-change.ts';

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
  const changed = useAuditedChange(feedbackQueries.all);
  return useMutation({
    mutationFn: (body: AnswerFeedbackBody) => api.call(feedbackAdminApi.answer, { params: { id }, body }),
    onSuccess: () => changed(),
  });
}
