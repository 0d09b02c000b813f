// The trading center's requests: the ticket's figures, and the POSTs that move money (place, cancel, close), each
// with an Idempotency-Key per confirmed intent. Every trading and money figure is refetched after a mutation.
import { type PlaceOrderBody, type TicketQuery, tradingApi } from '@platform/contracts';
import { useIdempotencyKey } from '@platform/ui';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { moneyKeys } from '../../lib/money/api.ts';
import { tradingKeys } from '../../lib/trading/api.ts';

/** GET /trading/ticket: price, margin, fee, total, free margin, half and full position at the quote now. */
export const ticketQuery = (query: TicketQuery) =>
  queryOptions({
    queryKey: tradingKeys.ticket(query),
    queryFn: ({ signal }) => api.call(tradingApi.ticket, { query }, { signal, allowParallel: true }),
    // Prices move every half second: figures are never reused from an earlier visit.
    staleTime: 0,
    placeholderData: keepPreviousData,
    retry: false,
  });

/** Refetches every trading and money figure (balances move with each fill, fee and P/L). */
function useRefreshFigures() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tradingKeys.all }),
      queryClient.invalidateQueries({ queryKey: moneyKeys.all }),
    ]);
}

/**
 * A trading POST: the key of the intent is kept while a lost answer is retried and renewed once the server has
 * answered, so a double click or a retry can never trade twice.
 */
function useTradingMutation<V, R>(request: (vars: V, idempotencyKey: string) => Promise<R>) {
  const refresh = useRefreshFigures();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (vars: V) => request(vars, key.current()),
    onSuccess: () => key.settle(),
    onError: (error) => key.settle(error),
    onSettled: refresh,
  });
}

export const usePlaceOrder = () =>
  useTradingMutation((body: PlaceOrderBody, idempotencyKey) =>
    api.call(tradingApi.placeOrder, { body }, { idempotencyKey }),
  );

export const useCancelOrder = () =>
  useTradingMutation((id: number, idempotencyKey) =>
    api.call(tradingApi.cancelOrder, { params: { id } }, { idempotencyKey }),
  );

export const useClosePosition = () =>
  useTradingMutation((vars: { id: number; quantity?: number }, idempotencyKey) =>
    api.call(
      tradingApi.closePosition,
      { params: { id: vars.id }, body: vars.quantity === undefined ? {} : { quantity: vars.quantity } },
      { idempotencyKey },
    ),
  );

/** Setting stops moves no money, so it carries no key. */
export function useSetStops() {
  const refresh = useRefreshFigures();
  return useMutation({
    mutationFn: (vars: { id: number; stopLoss: string | null; takeProfit: string | null }) =>
      api.call(
        tradingApi.setStops,
        { params: { id: vars.id }, body: { stopLoss: vars.stopLoss, takeProfit: vars.takeProfit } },
        {},
      ),
    onSettled: refresh,
  });
}
