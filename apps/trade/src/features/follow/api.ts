// Institution follow's requests: the institutions with their records, one institution's page, the preview shown
// before confirming, the follow order (with its idempotency key) and the user's follow orders with their live value.
import { type FollowOrderBody, followApi } from '@platform/contracts';
import { useIdempotencyKey } from '@platform/ui';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { moneyKeys } from '../../lib/money/api.ts';
import { useCatalogueNews, whileCatalogueUnheard } from '../../lib/realtime/catalogue-news.ts';
import { tradingKeys } from '../../lib/trading/api.ts';

export const followKeys = {
  all: ['follow'] as const,
  institutions: (page: number) => [...followKeys.all, 'institutions', page] as const,
  institution: (id: number) => [...followKeys.all, 'institution', id] as const,
  orders: (page: number) => [...followKeys.all, 'orders', page] as const,
};

export const FOLLOW_PAGE_SIZE = 20;

// The institutions are marked and trade while a page is open, and running orders' values follow the marks: each run
// of the job is heard (the 'follow' catalogue's news, see useFollowNews); the screens poll only while it is not.
const FOLLOW_POLL_MS = 15_000;
const pollWhileUnheard = () => whileCatalogueUnheard('follow', FOLLOW_POLL_MS);

/** While a follow screen is open: its reads are asked again when the institutions are marked or edited. */
export const useFollowNews = () => useCatalogueNews('follow', followKeys.all);

export const institutionsQuery = (page: number) =>
  queryOptions({
    queryKey: followKeys.institutions(page),
    queryFn: ({ signal }) => api.call(followApi.institutions, { query: { page, size: FOLLOW_PAGE_SIZE } }, { signal }),
    staleTime: 10_000,
    refetchInterval: pollWhileUnheard,
    placeholderData: keepPreviousData,
  });

export const institutionQuery = (id: number) =>
  queryOptions({
    queryKey: followKeys.institution(id),
    queryFn: ({ signal }) => api.call(followApi.institution, { params: { id } }, { signal }),
    staleTime: 10_000,
    refetchInterval: pollWhileUnheard,
  });

export const followOrdersQuery = (page: number) =>
  queryOptions({
    queryKey: followKeys.orders(page),
    queryFn: ({ signal }) =>
      api.call(followApi.orders, { query: { page, size: FOLLOW_PAGE_SIZE } }, { signal, allowParallel: true }),
    staleTime: 5_000,
    refetchInterval: pollWhileUnheard,
    placeholderData: keepPreviousData,
  });

/** What a follow order would hold now and on what terms (GET, holds nothing): asked when the user presses Follow. */
export const fetchPreview = (institutionId: number, body: FollowOrderBody) =>
  api.call(followApi.preview, { params: { id: institutionId }, query: body });

/** The amount is held from the trading account: the orders, the account and the balances are read again. */
export function usePlaceFollowOrder(institutionId: number) {
  const queryClient = useQueryClient();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: FollowOrderBody) =>
      api.call(followApi.placeOrder, { params: { id: institutionId }, body }, { idempotencyKey: key.current() }),
    onSuccess: () => key.settle(),
    onError: (error) => key.settle(error),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: followKeys.all }),
        queryClient.invalidateQueries({ queryKey: tradingKeys.all }),
        queryClient.invalidateQueries({ queryKey: moneyKeys.all }),
      ]),
  });
}
