// AI robots' requests: the catalogue, a product and its backtest, the preview shown before paying, the purchase (with
// its idempotency key), the user's robots with their income and trade log, and their start, pause, stop and step.
import {
  type RobotBacktestBody,
  type RobotPreviewQuery,
  type RobotPurchaseBody,
  type RobotStatus,
  robotsApi,
} from '@platform/contracts';
import { useIdempotencyKey } from '@platform/ui';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { moneyKeys } from '../../lib/money/api.ts';
import { useCatalogueNews, whileCatalogueUnheard } from '../../lib/realtime/catalogue-news.ts';
import { tradingKeys } from '../../lib/trading/api.ts';

export const robotKeys = {
  all: ['robots'] as const,
  options: () => [...robotKeys.all, 'options'] as const,
  products: () => [...robotKeys.all, 'products'] as const,
  product: (id: number) => [...robotKeys.all, 'product', id] as const,
  backtest: (id: number, body: RobotBacktestBody) => [...robotKeys.all, 'backtest', id, body] as const,
  mine: (page: number, status?: RobotStatus) => [...robotKeys.all, 'mine', page, status ?? 'all'] as const,
  robot: (id: number) => [...robotKeys.all, 'robot', id] as const,
};

export const ROBOTS_PAGE_SIZE = 20;

// Running robots step every 15 s on the server, and operators edit the products: each step and edit is heard (the
// 'robots' catalogue's news, see useRobotNews), and the screens poll only while it is not.
const ROBOT_POLL_MS = 15_000;
const pollWhileUnheard = () => whileCatalogueUnheard('robots', ROBOT_POLL_MS);

/** While a robots screen is open: its reads are asked again when the robots stepped or a product changed. */
export const useRobotNews = () => useCatalogueNews('robots', robotKeys.all);

export const robotOptionsQuery = () =>
  queryOptions({
    queryKey: robotKeys.options(),
    queryFn: ({ signal }) => api.call(robotsApi.options, {}, { signal, allowParallel: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const productsQuery = () =>
  queryOptions({
    queryKey: robotKeys.products(),
    queryFn: ({ signal }) => api.call(robotsApi.products, {}, { signal }),
    staleTime: 60_000,
  });

export const productQuery = (id: number) =>
  queryOptions({
    queryKey: robotKeys.product(id),
    queryFn: ({ signal }) => api.call(robotsApi.product, { params: { id } }, { signal }),
    staleTime: 60_000,
  });

/** A replay over recorded prices (it stores nothing): kept while the page is open. */
export const backtestQuery = (id: number, body: RobotBacktestBody) =>
  queryOptions({
    queryKey: robotKeys.backtest(id, body),
    queryFn: ({ signal }) => api.call(robotsApi.backtest, { params: { id }, body }, { signal, allowParallel: true }),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  });

export const myRobotsQuery = (page: number, status?: RobotStatus) =>
  queryOptions({
    queryKey: robotKeys.mine(page, status),
    queryFn: ({ signal }) =>
      api.call(robotsApi.mine, { query: { pageNum: page, pageSize: ROBOTS_PAGE_SIZE, status } }, { signal }),
    staleTime: 5_000,
    refetchInterval: pollWhileUnheard,
    placeholderData: keepPreviousData,
  });

export const robotQuery = (id: number) =>
  queryOptions({
    queryKey: robotKeys.robot(id),
    queryFn: ({ signal }) => api.call(robotsApi.robot, { params: { id } }, { signal }),
    staleTime: 5_000,
    refetchInterval: pollWhileUnheard,
  });

/** What buying or renting would charge and when a rental ends (GET, charges nothing): asked before confirming. */
export const fetchPreview = (productId: number, query: RobotPreviewQuery) =>
  api.call(robotsApi.preview, { params: { id: productId }, query });

function useAfterMoney() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: robotKeys.all }),
      queryClient.invalidateQueries({ queryKey: tradingKeys.all }),
      queryClient.invalidateQueries({ queryKey: moneyKeys.all }),
    ]);
}

/** The price or the rental fee is charged from the trading account: robots, the account and the balances are read again. */
export function usePurchaseRobot(productId: number) {
  const settled = useAfterMoney();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: RobotPurchaseBody) =>
      api.call(robotsApi.purchase, { params: { id: productId }, body }, { idempotencyKey: key.current() }),
    onSuccess: () => key.settle(),
    onError: (error) => key.settle(error),
    onSettled: settled,
  });
}

export type RobotAction = { kind: 'start' } | { kind: 'pause' } | { kind: 'stop'; positions: 'close' | 'hand_back' };

/** Start, pause or stop: one key per intent, so a retried request after a lost answer acts once. */
export function useRobotAction(id: number) {
  const settled = useAfterMoney();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (action: RobotAction) => {
      const options = { idempotencyKey: key.current() };
      if (action.kind === 'stop')
        return api.call(robotsApi.stop, { params: { id }, body: { positions: action.positions } }, options);
      return api.call(action.kind === 'start' ? robotsApi.start : robotsApi.pause, { params: { id } }, options);
    },
    onSuccess: () => key.settle(),
    onError: (error) => key.settle(error),
    onSettled: settled,
  });
}

/** The sandbox's control: the running robot takes one step now, as the server's job would. */
export function useStepNow(id: number) {
  const settled = useAfterMoney();
  return useMutation({
    mutationFn: () => api.call(robotsApi.stepNow, { params: { id } }),
    onSettled: settled,
  });
}
