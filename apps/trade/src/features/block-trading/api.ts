// Block trading's requests: the permission (read, apply), the offers and the order.
import { type BlockOrderBody, blockTradingApi } from '@platform/contracts';
import { useIdempotencyKey } from '@platform/ui';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { toldByInbox } from '../../lib/inbox/inbox-news.ts';
import { moneyKeys } from '../../lib/money/api.ts';
import { useCatalogueNews, whileCatalogueUnheard } from '../../lib/realtime/catalogue-news.ts';
import { tradingKeys } from '../../lib/trading/api.ts';

const keys = { all: ['block-trading'] as const };

export const permissionQuery = () =>
  queryOptions({
    queryKey: [...keys.all, 'permission'],
    queryFn: ({ signal }) => api.call(blockTradingApi.permission, {}, { signal }),
    staleTime: 5_000,
    // The decision is an operator's, told in the inbox: an open page learns it without a reload (polled while that
    // news is not heard).
    ...toldByInbox(10_000),
  });

export const offersQuery = () =>
  queryOptions({
    queryKey: [...keys.all, 'offers'],
    queryFn: ({ signal }) => api.call(blockTradingApi.offers, {}, { signal }),
    // The prices follow the pushed last price (useLiveOffer); the offers themselves change when an operator sets one
    // or an order takes offered size (the 'block' catalogue's news, see useBlockNews). While that news and the quotes
    // are not heard, the page asks every few seconds.
    staleTime: 0,
    refetchInterval: () => whileCatalogueUnheard('block', 3_000),
  });

/** While the offers are shown: they are asked again when an operator or another order changed them. */
export const useBlockNews = () => useCatalogueNews('block', [...keys.all, 'offers']);

/** What the order would take now (GET, reserves nothing): asked when the user presses Place, before the confirm. */
export const fetchPreview = (body: BlockOrderBody) => api.call(blockTradingApi.preview, { query: body });

export function useApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(blockTradingApi.apply, {}),
    onSuccess: (view) => queryClient.setQueryData(permissionQuery().queryKey, view),
  });
}

export function usePlaceBlockOrder() {
  const queryClient = useQueryClient();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: BlockOrderBody) =>
      api.call(blockTradingApi.placeOrder, { body }, { idempotencyKey: key.current() }),
    onSuccess: () => key.settle(),
    onError: (error) => key.settle(error),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.all }),
        queryClient.invalidateQueries({ queryKey: tradingKeys.all }),
        queryClient.invalidateQueries({ queryKey: moneyKeys.all }),
      ]),
  });
}
