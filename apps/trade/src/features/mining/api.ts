// Cloud mining's requests: the products on sale, the server's purchase preview, the purchase, the prepaid energy
// balance, its top-up and moving it back to funding, the user's contracts and one contract with every settled period, and the sandbox's
// settle-next-period control. Each money-moving request carries its own idempotency key.
import {
  type MiningEnergyRefundBody,
  type MiningPurchaseBody,
  type MiningTopUpBody,
  miningApi,
} from '@platform/contracts';
import { untilNext, useIdempotencyKey } from '@platform/ui';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { toldByInbox } from '../../lib/inbox/inbox-news.ts';
import { moneyKeys } from '../../lib/money/api.ts';
import { useCatalogueNews } from '../../lib/realtime/catalogue-news.ts';

export const miningKeys = {
  all: ['mining'] as const,
  products: () => [...miningKeys.all, 'products'] as const,
  network: () => [...miningKeys.all, 'network'] as const,
  energy: () => [...miningKeys.all, 'energy'] as const,
  contracts: (page: number) => [...miningKeys.all, 'contracts', page] as const,
  contract: (id: number) => [...miningKeys.all, 'contract', id] as const,
};

export const MINING_PAGE_SIZE = 20;

// Periods settle on the server while a page is open: each settled period (paid, paused, finished) is told in the
// inbox, whose news asks contracts and the energy balance again (lib/inbox/inbox-news.ts); they poll only while that
// news is not heard. The products change when operators edit them (the 'mining' catalogue's news, see
// useMiningNews). The network changes only by the clock: it is asked again when its current period ends.
const MINING_POLL_MS = 15_000;

/** While a mining screen is open: the products are asked again when operators change them. */
export const useMiningNews = () => useCatalogueNews('mining', miningKeys.products());

export const productsQuery = () =>
  queryOptions({
    queryKey: miningKeys.products(),
    queryFn: ({ signal }) => api.call(miningApi.products, {}, { signal }),
    staleTime: 60_000,
  });

/** The network's published rule and its current period (the formula's inputs now). */
export const networkQuery = () =>
  queryOptions({
    queryKey: miningKeys.network(),
    queryFn: ({ signal }) =>
      api.call(miningApi.network, { query: { page: 1, size: 1 } }, { signal, allowParallel: true }),
    staleTime: 30_000,
    refetchInterval: (query) => untilNext([query.state.data?.periods[0]?.endsAt]),
  });

export const energyQuery = () =>
  queryOptions({
    queryKey: miningKeys.energy(),
    queryFn: ({ signal }) => api.call(miningApi.energy, {}, { signal, allowParallel: true }),
    staleTime: 5_000,
    ...toldByInbox(MINING_POLL_MS),
  });

export const contractsQuery = (page: number) =>
  queryOptions({
    queryKey: miningKeys.contracts(page),
    queryFn: ({ signal }) =>
      api.call(miningApi.contracts, { query: { page, size: MINING_PAGE_SIZE } }, { signal, allowParallel: true }),
    staleTime: 5_000,
    ...toldByInbox(MINING_POLL_MS),
    placeholderData: keepPreviousData,
  });

export const contractQuery = (id: number) =>
  queryOptions({
    queryKey: miningKeys.contract(id),
    queryFn: ({ signal }) => api.call(miningApi.contract, { params: { id } }, { signal }),
    staleTime: 5_000,
    ...toldByInbox(MINING_POLL_MS),
  });

/** What a purchase would cost and pay now (GET, takes nothing): asked when the user presses Buy. */
export const fetchPreview = (productId: number, hashRate: number) =>
  api.call(miningApi.preview, { params: { id: productId }, query: { hashRate } });

/** Money moved: every mining figure and every balance is read again. */
function useInvalidateAfter() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: miningKeys.all }),
      queryClient.invalidateQueries({ queryKey: moneyKeys.all }),
    ]);
}

/** Pays the hash-rate fee from the funding account; the contract locates a pool until its first period starts. */
export function usePurchase() {
  const key = useIdempotencyKey();
  const invalidate = useInvalidateAfter();
  return useMutation({
    mutationFn: (body: MiningPurchaseBody) => api.call(miningApi.purchase, { body }, { idempotencyKey: key.current() }),
    onSuccess: () => key.settle(),
    onError: (error) => key.settle(error),
    onSettled: invalidate,
  });
}

/** Funding USDT → the energy balance; a paused contract resumes at its next period once the balance covers it. */
export function useTopUp() {
  const key = useIdempotencyKey();
  const invalidate = useInvalidateAfter();
  return useMutation({
    mutationFn: (body: MiningTopUpBody) => api.call(miningApi.topUp, { body }, { idempotencyKey: key.current() }),
    onSuccess: () => key.settle(),
    onError: (error) => key.settle(error),
    onSettled: invalidate,
  });
}

/** Unused energy USDT → the funding account; running contracts pause at the next period the balance cannot pay. */
export function useRefundEnergy() {
  const key = useIdempotencyKey();
  const invalidate = useInvalidateAfter();
  return useMutation({
    mutationFn: (body: MiningEnergyRefundBody) =>
      api.call(miningApi.refundEnergy, { body }, { idempotencyKey: key.current() }),
    onSuccess: () => key.settle(),
    onError: (error) => key.settle(error),
    onSettled: invalidate,
  });
}

/** Sandbox only: the contract's next period settles now, at that network period's inputs. */
export function useSettleNext(contractId: number) {
  const key = useIdempotencyKey();
  const invalidate = useInvalidateAfter();
  return useMutation({
    mutationFn: () => api.call(miningApi.settleNext, { params: { id: contractId } }, { idempotencyKey: key.current() }),
    onSuccess: () => key.settle(),
    onError: (error) => key.settle(error),
    onSettled: invalidate,
  });
}
