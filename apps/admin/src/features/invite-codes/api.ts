import { adminApi, type EndpointInput, type InviteCodeListQuery } from '@platform/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api.ts';
import { auditQueries } from '../../shared/audit/audit-queries.ts';

export type NewInviteCode = EndpointInput<typeof adminApi.createInviteCode>['body'];

export const inviteCodeQueries = {
  all: ['admin', 'invite-codes'] as const,
  list: (filters: InviteCodeListQuery) =>
    queryOptions({
      queryKey: [...inviteCodeQueries.all, filters],
      queryFn: ({ signal }) => api.call(adminApi.findInviteCodes, { query: filters }, { signal }),
      staleTime: 30_000,
      placeholderData: keepPreviousData,
    }),
};

function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: inviteCodeQueries.all }),
      queryClient.invalidateQueries({ queryKey: auditQueries.all }),
    ]);
}

export function useCreateInviteCode() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (body: NewInviteCode) => api.call(adminApi.createInviteCode, { body }),
    onSuccess,
  });
}

export function useDisableInviteCode() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: ({ code, reason }: { code: string; reason: string }) =>
      api.call(adminApi.disableInviteCode, { params: { code }, body: { reason } }),
    onSuccess,
  });
}
