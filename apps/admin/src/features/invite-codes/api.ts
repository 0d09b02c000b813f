import type { InviteCodeView } from '@platform/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api.ts';
import { auditQueries, type Page } from '../../shared/audit/audit-queries.ts';

export interface NewInviteCode {
  code?: string;
  note?: string;
  maxUses?: number;
  reason: string;
}

export const inviteCodeQueries = {
  all: ['admin', 'invite-codes'] as const,
  list: (filters: { pageNum: number; pageSize: number }) =>
    queryOptions({
      queryKey: [...inviteCodeQueries.all, filters],
      queryFn: ({ signal }) => api.get<Page<InviteCodeView>>('/admin/invite-codes', filters, { signal }),
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
    mutationFn: (body: NewInviteCode) => api.post<InviteCodeView>('/admin/invite-codes', body),
    onSuccess,
  });
}

export function useDisableInviteCode() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: ({ code, reason }: { code: string; reason: string }) =>
      api.post<InviteCodeView>(`/admin/invite-codes/${encodeURIComponent(code)}/disable`, { reason }),
    onSuccess,
  });
}
