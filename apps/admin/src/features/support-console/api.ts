import { type AdminConversationsQuery, type ReplySupportBody, supportAdminApi } from '@platform/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api.ts';
import { useAuditedChange } from '../../shared/audited-change.ts';

export const supportQueries = {
  all: ['admin', 'support'] as const,
  lists: () => [...supportQueries.all, 'list'] as const,
  /** `heard`: the live feed is confirmed, and its events refresh the list; until then (or once lost) it polls. */
  list: (filters: AdminConversationsQuery, heard: boolean) =>
    queryOptions({
      queryKey: [...supportQueries.lists(), filters],
      queryFn: ({ signal }) => api.call(supportAdminApi.conversations, { query: filters }, { signal }),
      staleTime: 5_000,
      refetchInterval: heard ? false : 30_000,
      placeholderData: keepPreviousData,
    }),
  conversation: (id: number) =>
    queryOptions({
      queryKey: [...supportQueries.all, 'conversation', id],
      queryFn: ({ signal }) => api.call(supportAdminApi.conversation, { params: { id } }, { signal }),
      staleTime: 5_000,
    }),
  /** The customer beside a conversation; cases and the identity check change slowly. */
  customer: (id: number) =>
    queryOptions({
      queryKey: [...supportQueries.all, 'customer', id],
      queryFn: ({ signal }) => api.call(supportAdminApi.customer, { params: { id } }, { signal }),
      staleTime: 60_000,
    }),
};

export const fetchThread = (id: number, before?: number) =>
  api.call(supportAdminApi.messages, { params: { id }, query: { before } }, { allowParallel: true });

export function useRefreshSupport() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: supportQueries.all });
}

function useConversationMutation(endpoint: typeof supportAdminApi.assign | typeof supportAdminApi.close) {
  const changed = useAuditedChange(supportQueries.all);
  return useMutation({
    mutationFn: (id: number) => api.call(endpoint, { params: { id } }),
    onSuccess: () => changed(),
  });
}

export const useAssignToMe = () => useConversationMutation(supportAdminApi.assign);
export const useCloseConversation = () => useConversationMutation(supportAdminApi.close);

export const replyTo = (id: number, body: ReplySupportBody) =>
  api.call(supportAdminApi.reply, { params: { id }, body }, { allowParallel: true });

export const markRead = (id: number, upTo: number) =>
  api.call(supportAdminApi.markRead, { params: { id }, body: { upTo } }, { allowParallel: true });
