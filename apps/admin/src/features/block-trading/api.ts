import {
  type AdminBlockApplicationsQuery,
  blockTradingAdminApi,
  type ReviewBlockApplicationBody,
  type SetBlockOfferBody,
} from '@platform/contracts';
import { useNews, whileUnheard } from '@platform/ui';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../shared/api.ts';
import { useAuditedChange } from '../../shared/audited-change.ts';
import { liveSocket } from '../../shared/live.ts';

export const blockQueries = {
  all: ['admin', 'block-trading'] as const,
  applications: (filters: AdminBlockApplicationsQuery) =>
    queryOptions({
      queryKey: [...blockQueries.all, 'applications', filters],
      queryFn: ({ signal }) => api.call(blockTradingAdminApi.applications, { query: filters }, { signal }),
      staleTime: 10_000,
    }),
  application: (id: number) =>
    queryOptions({
      queryKey: [...blockQueries.all, 'application', id],
      queryFn: ({ signal }) => api.call(blockTradingAdminApi.application, { params: { id } }, { signal }),
      staleTime: 10_000,
    }),
  offers: () =>
    queryOptions({
      queryKey: [...blockQueries.all, 'offers'],
      queryFn: ({ signal }) => api.call(blockTradingAdminApi.offers, {}, { signal }),
      // The prices follow the pushed last price (useLiveOffer); the offers themselves (band, size left) change when an
      // operator sets one or a customer's order takes size: told by the block catalogue's news (useBlockNews).
      staleTime: 2_000,
      refetchInterval: () => whileUnheard(liveSocket, 'block', 5_000),
    }),
};

/** While the offers are on screen: asked again when an operator set one or an order took size. */
export const useBlockNews = () => useNews(liveSocket, 'block', blockQueries.all);

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
