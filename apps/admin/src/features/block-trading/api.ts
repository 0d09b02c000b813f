import {
  type AdminBlockApplicationsQuery,
  blockTradingAdminApi,
  type ReviewBlockApplicationBody,
  type SetBlockOfferBody,
} from '@platform/contracts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../shared/api.ts';
import { useAuditedChange } from '../../shared/audited-change.ts';

export const blockQueries = {
  all: ['admin', 'block-trading'] as const,
  applications: (filters: AdminBlockApplicationsQuery) =>
    queryOptions({
      queryKey: [...blockQueries.all, 'applications', filters],
      queryFn: ({ signal }) => api.call(blockTradingAdminApi.applications, { query: filters }, { signal }),
      staleTime: 10_000,
    }),
  offers: () =>
    queryOptions({
      queryKey: [...blockQueries.all, 'offers'],
      queryFn: ({ signal }) => api.call(blockTradingAdminApi.offers, {}, { signal }),
      // Prices follow the live market.
      staleTime: 2_000,
      refetchInterval: 5_000,
    }),
};

const useInvalidate = () => useAuditedChange(blockQueries.all);

export function useReviewBlockApplication() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ReviewBlockApplicationBody }) =>
      api.call(blockTradingAdminApi.review, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useSetBlockOffer() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: SetBlockOfferBody) => api.call(blockTradingAdminApi.setOffer, { body }),
    onSuccess: invalidate,
  });
}
