// IPO subscriptions' requests: the three views, one offering with the caller's subscription, its published allotment,
// the preview shown before confirming, and subscribe / change / withdraw (each with its own idempotency key).
import { type IpoChangeBody, type IpoOfferingView, type IpoSubscribeBody, ipoApi } from '@platform/contracts';
import { untilNext, useIdempotencyKey } from '@platform/ui';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { moneyKeys } from '../../lib/money/api.ts';
import { useCatalogueNews, whileCatalogueUnheard } from '../../lib/realtime/catalogue-news.ts';
import { tradingKeys } from '../../lib/trading/api.ts';

export const ipoKeys = {
  all: ['ipo'] as const,
  purchasable: (page: number) => [...ipoKeys.all, 'purchasable', page] as const,
  subscriptions: (view: 'subscribed' | 'mine', page: number) => [...ipoKeys.all, 'subscriptions', view, page] as const,
  offering: (id: number) => [...ipoKeys.all, 'offering', id] as const,
  allotment: (id: number) => [...ipoKeys.all, 'allotment', id] as const,
};

export const IPO_PAGE_SIZE = 20;

// Operators edit offerings and the job allots and lists them while a page is open: the screens hear it (the 'ipo'
// catalogue's news, see useIpoNews) and poll only while that is not heard. An offering opens and closes by the clock:
// a screen showing one asks again at those times.
const IPO_POLL_MS = 15_000;
const pollWhileUnheard = () => whileCatalogueUnheard('ipo', IPO_POLL_MS);
const boundaries = (offerings: readonly IpoOfferingView[] = []) =>
  untilNext(offerings.flatMap((offering) => [offering.opensAt, offering.closesAt]));

/** While an IPO screen is open: its reads are asked again when the offerings change for everyone. */
export const useIpoNews = () => useCatalogueNews('ipo', ipoKeys.all);

export const purchasableQuery = (page: number) =>
  queryOptions({
    queryKey: ipoKeys.purchasable(page),
    queryFn: ({ signal }) => api.call(ipoApi.purchasable, { query: { page, size: IPO_PAGE_SIZE } }, { signal }),
    staleTime: 10_000,
    refetchInterval: (query) => pollWhileUnheard() || boundaries(query.state.data?.rows),
    placeholderData: keepPreviousData,
  });

export const subscriptionsQuery = (view: 'subscribed' | 'mine', page: number) =>
  queryOptions({
    queryKey: ipoKeys.subscriptions(view, page),
    queryFn: ({ signal }) =>
      api.call(ipoApi.subscriptions, { query: { view, page, size: IPO_PAGE_SIZE } }, { signal, allowParallel: true }),
    staleTime: 5_000,
    refetchInterval: pollWhileUnheard,
    placeholderData: keepPreviousData,
  });

export const offeringQuery = (id: number) =>
  queryOptions({
    queryKey: ipoKeys.offering(id),
    queryFn: ({ signal }) => api.call(ipoApi.offering, { params: { id } }, { signal }),
    staleTime: 5_000,
    refetchInterval: (query) => {
      const offering = query.state.data?.offering;
      return pollWhileUnheard() || boundaries(offering ? [offering] : []);
    },
  });

/** The published allotment: its inputs never change once it has run, so only a waiting one is asked again. */
export const allotmentQuery = (id: number, waiting: boolean) =>
  queryOptions({
    queryKey: ipoKeys.allotment(id),
    queryFn: ({ signal }) => api.call(ipoApi.allotment, { params: { id } }, { signal, allowParallel: true }),
    staleTime: waiting ? 5_000 : 5 * 60_000,
    refetchInterval: waiting ? pollWhileUnheard : false,
  });

/** What a subscription would freeze now (GET, freezes nothing): asked when the user presses Subscribe or Change. */
export const fetchPreview = (offeringId: number, body: IpoSubscribeBody) =>
  api.call(ipoApi.preview, { params: { id: offeringId }, query: body });

/** Frozen funds move with every change: the offering, the trading account and the balances are read again. */
function useInvalidateAfter() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ipoKeys.all }),
      queryClient.invalidateQueries({ queryKey: tradingKeys.all }),
      queryClient.invalidateQueries({ queryKey: moneyKeys.all }),
    ]);
}

export function useSubscribe(offeringId: number) {
  const invalidate = useInvalidateAfter();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: IpoSubscribeBody) =>
      api.call(ipoApi.subscribe, { params: { id: offeringId }, body }, { idempotencyKey: key.current() }),
    onSuccess: () => key.settle(),
    onError: (error) => key.settle(error),
    onSettled: invalidate,
  });
}

export function useChangeSubscription(subscriptionId: number) {
  const invalidate = useInvalidateAfter();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: IpoChangeBody) =>
      api.call(ipoApi.change, { params: { id: subscriptionId }, body }, { idempotencyKey: key.current() }),
    onSuccess: () => key.settle(),
    onError: (error) => key.settle(error),
    onSettled: invalidate,
  });
}

export function useWithdrawSubscription(subscriptionId: number) {
  const invalidate = useInvalidateAfter();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: () => api.call(ipoApi.withdraw, { params: { id: subscriptionId } }, { idempotencyKey: key.current() }),
    onSuccess: () => key.settle(),
    onError: (error) => key.settle(error),
    onSettled: invalidate,
  });
}
