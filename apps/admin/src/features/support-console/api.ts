import type {
  AdminConversation,
  AdminConversationsQuery,
  ReplySupportBody,
  SupportHistory,
  SupportMessage,
} from '@platform/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api.ts';
import { auditQueries, type Page } from '../../shared/audit/audit-queries.ts';

export const supportQueries = {
  all: ['admin', 'support'] as const,
  lists: () => [...supportQueries.all, 'list'] as const,
  list: (filters: AdminConversationsQuery) =>
    queryOptions({
      queryKey: [...supportQueries.lists(), filters],
      queryFn: ({ signal }) =>
        api.get<Page<AdminConversation>>('/admin/support/conversations', { ...filters }, { signal }),
      // Live events refresh it; the interval only covers a lost connection.
      staleTime: 5_000,
      refetchInterval: 30_000,
      placeholderData: keepPreviousData,
    }),
  conversation: (id: number) =>
    queryOptions({
      queryKey: [...supportQueries.all, 'conversation', id],
      queryFn: ({ signal }) => api.get<AdminConversation>(`/admin/support/conversations/${id}`, undefined, { signal }),
      staleTime: 5_000,
    }),
};

export const fetchThread = (id: number, before?: number) =>
  api.get<SupportHistory>(`/admin/support/conversations/${id}/messages`, { before }, { allowParallel: true });

export function useRefreshSupport() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: supportQueries.all });
}

function useConversationMutation<T>(path: (id: number) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<T>(path(id)),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: supportQueries.all }),
        queryClient.invalidateQueries({ queryKey: auditQueries.all }),
      ]),
  });
}

export const useAssignToMe = () =>
  useConversationMutation<AdminConversation>((id) => `/admin/support/conversations/${id}/assign`);
export const useCloseConversation = () =>
  useConversationMutation<AdminConversation>((id) => `/admin/support/conversations/${id}/close`);

export const replyTo = (id: number, body: ReplySupportBody) =>
  api.post<SupportMessage>(`/admin/support/conversations/${id}/reply`, body, { allowParallel: true });

export const markRead = (id: number, upTo: number) =>
  api.post<null>(`/admin/support/conversations/${id}/read`, { upTo }, { allowParallel: true });
