// Query keys and the reads more than one screen shares (the trading center, the assets overview): the account's
// margin figures and the open positions. Resting orders fill and stops fire on the server: an open screen hears of it
// over the socket (use-trading-feed.ts) and asks again then; it polls only while that news cannot be heard.
import { type OrdersQuery, type PositionsQuery, type TicketQuery, tradingApi } from '@platform/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../api.ts';
import { marketSocket } from '../realtime/socket.ts';

/**
 * How often an open trading screen asks again while its news is not heard (the socket is down, or not yet watching):
 * the engine fills and closes between two of the user's clicks.
 */
export const TRADING_POLL_MS = 3_000;
/** The engine's news and the inbox's (money moved otherwise) are both heard: trading reads need not poll. */
export const tradingNewsHeard = () => marketSocket.tradingHeard() && marketSocket.inboxHeard();
/** Asked when each answer arrives (and whenever the news is lost or regained, see use-trading-feed.ts). */
export const pollWhileUnheard = () => (tradingNewsHeard() ? false : TRADING_POLL_MS);
const FIGURES_STALE_MS = 1_000;

export const tradingKeys = {
  all: ['trading'] as const,
  account: () => [...tradingKeys.all, 'account'] as const,
  positions: (query: PositionsQuery) => [...tradingKeys.all, 'positions', query] as const,
  orders: (query: OrdersQuery) => [...tradingKeys.all, 'orders', query] as const,
  ticket: (query: TicketQuery) => [...tradingKeys.all, 'ticket', query] as const,
};

/** GET /trading/account: balance, equity, margins and margin level per settlement currency. */
export const tradingAccountQuery = () =>
  queryOptions({
    queryKey: tradingKeys.account(),
    queryFn: ({ signal }) => api.call(tradingApi.account, {}, { signal }),
    staleTime: FIGURES_STALE_MS,
    refetchInterval: pollWhileUnheard,
  });

/** Open positions on one page: what the live floating P/L is summed over. */
export const OPEN_POSITIONS: PositionsQuery = { state: 'open', pageSize: 100 };

/** GET /trading/positions: open or closed positions, newest first. */
export const positionsQuery = (query: PositionsQuery) =>
  queryOptions({
    queryKey: tradingKeys.positions(query),
    queryFn: ({ signal }) => api.call(tradingApi.positions, { query }, { signal, allowParallel: true }),
    staleTime: FIGURES_STALE_MS,
    refetchInterval: pollWhileUnheard,
    placeholderData: keepPreviousData,
  });

/** GET /trading/orders: the user's orders, e.g. the pending (entrusted) ones. */
export const ordersQuery = (query: OrdersQuery) =>
  queryOptions({
    queryKey: tradingKeys.orders(query),
    queryFn: ({ signal }) => api.call(tradingApi.orders, { query }, { signal, allowParallel: true }),
    staleTime: FIGURES_STALE_MS,
    refetchInterval: pollWhileUnheard,
    placeholderData: keepPreviousData,
  });
