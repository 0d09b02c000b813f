// The trading center (issue 13): the ticket, orders, positions and the account's margin figures. Placing, cancelling
// and closing move money (holds, fees, P/L), so they need an Idempotency-Key like every money-moving POST.
import { endpoint, perAccount } from '../endpoint.ts';
import { pageOf } from '../envelope.ts';
import {
  closePositionBody,
  closePositionResult,
  ordersQuery,
  orderView,
  placeOrderBody,
  placeOrderResult,
  positionStopsBody,
  positionsQuery,
  positionView,
  ticketQuery,
  ticketView,
  tradingAccountsView,
  tradingIdParams,
} from '../trading-api.ts';

const user = { tag: 'trading', caller: 'user' } as const;
/** Alpaca's paper-trading limit is 200 requests a minute per account; orders are a share of that. */
const trades = perAccount(120, { bucket: 'trading' });

export const tradingApi = {
  /** What an order would take now: price, margin, fee, free margin, full and half position, the class's settings. */
  ticket: endpoint({ ...user, method: 'GET', path: '/trading/ticket', query: ticketQuery, response: ticketView }),
  /** Balance, equity, used and free margin, margin level, per settlement currency. */
  account: endpoint({ ...user, method: 'GET', path: '/trading/account', response: tradingAccountsView }),
  placeOrder: endpoint({
    ...user,
    method: 'POST',
    path: '/trading/orders',
    body: placeOrderBody,
    response: placeOrderResult,
    idempotent: true,
    rateLimit: trades,
  }),
  orders: endpoint({
    ...user,
    method: 'GET',
    path: '/trading/orders',
    query: ordersQuery,
    response: pageOf(orderView),
  }),
  /** Cancels a pending (entrusted) order; its held margin is released in full. */
  cancelOrder: endpoint({
    ...user,
    method: 'POST',
    path: '/trading/orders/:id/cancel',
    params: tradingIdParams,
    response: orderView,
    idempotent: true,
    rateLimit: trades,
  }),
  positions: endpoint({
    ...user,
    method: 'GET',
    path: '/trading/positions',
    query: positionsQuery,
    response: pageOf(positionView),
  }),
  closePosition: endpoint({
    ...user,
    method: 'POST',
    path: '/trading/positions/:id/close',
    params: tradingIdParams,
    body: closePositionBody,
    response: closePositionResult,
    idempotent: true,
    rateLimit: trades,
  }),
  setStops: endpoint({
    ...user,
    method: 'POST',
    path: '/trading/positions/:id/stops',
    params: tradingIdParams,
    body: positionStopsBody,
    response: positionView,
    rateLimit: trades,
  }),
};
