import { type EndpointInput, type FollowInstitutionBody, followAdminApi } from '@platform/contracts';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../shared/api.ts';
import { useAuditedChange } from '../../shared/audited-change.ts';
import { whileProductLineUnheard } from '../../shared/live.ts';

export const followQueries = {
  all: ['admin', 'follow'] as const,
  institutions: (filters: NonNullable<EndpointInput<typeof followAdminApi.institutions>['query']>) =>
    queryOptions({
      queryKey: [...followQueries.all, 'institutions', filters],
      queryFn: ({ signal }) => api.call(followAdminApi.institutions, { query: filters }, { signal }),
      // Equity, returns and the amounts held move with every mark and follow order: told by the line's news
      // (useProductLineNews).
      staleTime: 10_000,
      refetchInterval: () => whileProductLineUnheard('follow', 30_000),
      placeholderData: keepPreviousData,
    }),
  institution: (id: number) =>
    queryOptions({
      queryKey: [...followQueries.all, 'institution', id],
      queryFn: ({ signal }) => api.call(followAdminApi.institution, { params: { id } }, { signal }),
      staleTime: 10_000,
      refetchInterval: () => whileProductLineUnheard('follow', 30_000),
    }),
  /** The institution's follow orders, everyone's, newest first: they start, run and settle with its marks. */
  orders: (id: number, page: number, size: number) =>
    queryOptions({
      queryKey: [...followQueries.all, 'orders', id, page, size],
      queryFn: ({ signal }) => api.call(followAdminApi.orders, { params: { id }, query: { page, size } }, { signal }),
      staleTime: 10_000,
      refetchInterval: () => whileProductLineUnheard('follow', 30_000),
      placeholderData: keepPreviousData,
    }),
};

/** Creates an institution, or changes the one with `id` (its new terms apply to orders placed afterwards). */
export function useSaveInstitution() {
  const onSuccess = useAuditedChange(followQueries.all);
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: FollowInstitutionBody }) =>
      id === null
        ? api.call(followAdminApi.create, { body })
        : api.call(followAdminApi.update, { params: { id }, body }),
    onSuccess,
  });
}

/** Sandbox only: the order's period ends now and it settles at a fresh mark of its institution. Audited. */
export function useSettleNow() {
  const onSuccess = useAuditedChange(followQueries.all);
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api.call(followAdminApi.settleNow, { params: { id }, body: { reason } }),
    onSuccess,
  });
}
