// Money scenarios of the trading center, in exact decimals: inputs and the expected figures side by side. Quotes are
// set by the test (the instruments are the live market's: AAPL lot 1 tick 0.01; ES multiplier 50 tick 0.25).
import { pathWith, tradingApi } from '@platform/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { call } from '../../testing/api.ts';
import { ledgerBalanced } from '../../testing/ledger-test-kit.ts';
import { api, balance, keyed } from '../../testing/money-test-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { fundedTrader, useFixtureMarket } from '../../testing/trading-test-kit.ts';

const t = useTestApp();
const market = useFixtureMarket(t);

beforeEach(() => {
  market.set('AAPL', { bid: '99.98', ask: '100.00' });
});

const trader = async (amount: string) => (await fundedTrader(t.app, t.admin, amount)).token;

const order = (token: string, body: Record<string, unknown>) => keyed(t.app, tradingApi.placeOrder.path, token, body);
const close = (token: string, id: number, body: Record<string, unknown> = {}) =>
  keyed(t.app, pathWith(tradingApi.closePosition.path, { id }), token, body);
const account = async (token: string) =>
  (await call(t.app, 'GET', api(tradingApi.account.path), { token })).body.data.accounts.find(
    (a: { currency: string }) => a.currency === 'USD',
  );
const trading = (token: string) => balance(t.app, token, 'USD', 'trading');
const pass = () => t.app.trading.engine.runOnce(new Date(), true);

describe('market orders', () => {
  it('a long opens at the ask with margin held and the fee charged, and closes at the bid with its P/L', async () => {
    const token = await trader('10000');
    const res = await order(token, { symbol: 'AAPL', type: 'market', side: 'buy', quantity: 10, leverage: 10 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { order: placed, position } = res.body.data;
    expect(placed).toMatchObject({
      status: 'filled',
      fillPrice: '100.00',
      amount: '1000.00',
      margin: '100.00',
      fee: '1.00',
    });
    expect(position).toMatchObject({
      side: 'buy',
      quantity: 10,
      openPrice: '100.00',
      margin: '100.00',
      openFee: '1.00',
    });
    expect(await trading(token)).toMatchObject({ total: '9999.00', frozen: '100.00', available: '9899.00' });

    market.set('AAPL', { bid: '110.00', ask: '110.02' });
    expect(await account(token)).toMatchObject({
      balance: '9999.00',
      usedMargin: '100.00',
      floatingPnl: '100.00',
      equity: '10099.00',
      freeMargin: '9899.00',
      marginLevel: '10099.00',
    });
    const closed = await close(token, position.id);
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.data.closed).toMatchObject({
      state: 'closed',
      closePrice: '110.00',
      realizedPnl: '100.00',
      closeFee: '1.10',
      closeReason: 'user',
    });
    expect(closed.body.data.remaining).toBeNull();
    expect(await trading(token)).toMatchObject({ total: '10097.90', frozen: '0.00' });
    await ledgerBalanced(t.app);
  });

  it('a short opens at the bid and closes at the ask; fees round up to the cent', async () => {
    const token = await trader('10000');
    const res = await order(token, { symbol: 'AAPL', type: 'market', side: 'sell', quantity: 10, leverage: 10 });
    expect(res.body.data.order).toMatchObject({ fillPrice: '99.98', amount: '999.80', margin: '99.98', fee: '1.00' });
    market.set('AAPL', { bid: '90.00', ask: '90.02' });
    const closed = await close(token, res.body.data.position.id);
    expect(closed.body.data.closed).toMatchObject({ closePrice: '90.02', realizedPnl: '99.60', closeFee: '0.91' });
    expect(await trading(token)).toMatchObject({ total: '10097.69', frozen: '0.00' });
    await ledgerBalanced(t.app);
  });

  it('a partial close leaves the rest open with its share of the margin', async () => {
    const token = await trader('10000');
    const res = await order(token, { symbol: 'AAPL', type: 'market', side: 'buy', quantity: 10, leverage: 5 });
    const id = res.body.data.position.id;
    market.set('AAPL', { bid: '95.00', ask: '95.02' });
    const part = await close(token, id, { quantity: 4 });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    expect(part.body.data.closed).toMatchObject({
      quantity: 4,
      realizedPnl: '-20.00',
      closeFee: '0.38',
      margin: '80.00',
    });
    expect(part.body.data.remaining).toMatchObject({ id, quantity: 6, margin: '120.00', state: 'open' });
    // 10000 − 1.00 (open fee) − 20.00 − 0.38; the remaining 120.00 stays held.
    expect(await trading(token)).toMatchObject({ total: '9978.62', frozen: '120.00' });
    const tooMuch = await close(token, id, { quantity: 7 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.data[0].field).toBe('quantity');
    await ledgerBalanced(t.app);
  });

  it('a futures contract moves its multiplier per point', async () => {
    const token = await trader('20000');
    const symbol = t.app.market
      .instruments()
      .find((i) => i.class === 'future' && i.multiplier === 50 && i.tradable)!.symbol;
    market.set(symbol, { bid: '4999.75', ask: '5000.00' });
    const res = await order(token, { symbol, type: 'market', side: 'buy', quantity: 1, leverage: 20 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.order).toMatchObject({ amount: '250000.00', margin: '12500.00', fee: '125.00' });
    market.set(symbol, { bid: '5010.25', ask: '5010.50' });
    const closed = await close(token, res.body.data.position.id);
    // 10.25 points × 50 = 512.50; closing fee 250512.50 × 0.0005 = 125.26 (rounded up).
    expect(closed.body.data.closed).toMatchObject({ realizedPnl: '512.50', closeFee: '125.26' });
    expect(await trading(token)).toMatchObject({ total: '20262.24', frozen: '0.00' });
    await ledgerBalanced(t.app);
  });
});

describe('limit orders', () => {
  it('rests with margin and fee held, fills when the ask falls to it, at the quote', async () => {
    const token = await trader('1000');
    const res = await order(token, {
      symbol: 'AAPL',
      type: 'limit',
      side: 'buy',
      quantity: 10,
      leverage: 10,
      price: '95.00',
    });
    expect(res.body.data.order).toMatchObject({ status: 'pending', heldAmount: '95.95' });
    expect(res.body.data.position).toBeNull();
    expect(await trading(token)).toMatchObject({ frozen: '95.95', available: '904.05' });
    market.set('AAPL', { bid: '95.10', ask: '95.12' });
    expect((await pass()).filled).toBe(0);
    market.set('AAPL', { bid: '94.88', ask: '94.90' });
    expect((await pass()).filled).toBe(1);
    const list = await call(t.app, 'GET', api(`${tradingApi.orders.path}?status=filled`), { token });
    expect(list.body.data.rows[0]).toMatchObject({ fillPrice: '94.90', margin: '94.90', fee: '0.95', heldAmount: '0' });
    expect(await trading(token)).toMatchObject({ total: '999.05', frozen: '94.90' });
    expect((await pass()).filled).toBe(0);
    await ledgerBalanced(t.app);
  });

  it('a cancel releases the hold in full; a second cancel finds nothing pending', async () => {
    const token = await trader('1000');
    const res = await order(token, {
      symbol: 'AAPL',
      type: 'limit',
      side: 'sell',
      quantity: 5,
      leverage: 2,
      price: '120.00',
    });
    const id = res.body.data.order.id;
    expect(await trading(token)).toMatchObject({ frozen: '300.60' });
    const cancelled = await keyed(t.app, pathWith(tradingApi.cancelOrder.path, { id }), token, {});
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', heldAmount: '0' });
    expect(await trading(token)).toMatchObject({ total: '1000.00', frozen: '0.00' });
    const again = await keyed(t.app, pathWith(tradingApi.cancelOrder.path, { id }), token, {});
    expect(again.status).toBe(409);
    const other = await trader('10');
    const foreign = await keyed(t.app, pathWith(tradingApi.cancelOrder.path, { id }), other, {});
    expect(foreign.status).toBe(404);
  });
});

describe('sessions and time in force', () => {
  it('a stock market order placed while closed waits for the open (margin held), then fills at the open quote', async () => {
    const token = await trader('1000');
    market.set('AAPL', { bid: '99.98', ask: '100.00', status: 'closed' });
    const res = await order(token, { symbol: 'AAPL', type: 'market', side: 'buy', quantity: 2, leverage: 10 });
    expect(res.body.data.order).toMatchObject({ status: 'pending', heldAmount: '20.20' });
    expect((await pass()).filled).toBe(0);
    market.set('AAPL', { bid: '101.00', ask: '101.02' });
    expect((await pass()).filled).toBe(1);
    const filled = await call(t.app, 'GET', api(`${tradingApi.orders.path}?status=filled`), { token });
    expect(filled.body.data.rows[0]).toMatchObject({ fillPrice: '101.02', margin: '20.21', fee: '0.21' });
    await ledgerBalanced(t.app);
  });

  it('a futures market order while closed is refused with the reason; a day limit expires at the close', async () => {
    const token = await trader('20000');
    const symbol = t.app.market.instruments().find((i) => i.class === 'future' && i.tradable)!.symbol;
    market.set(symbol, { bid: '100.00', ask: '100.25', status: 'closed' });
    const refused = await order(token, { symbol, type: 'market', side: 'buy', quantity: 1, leverage: 20 });
    expect(refused.status).toBe(400);
    expect(refused.body.data[0].field).toBe('type');
    const day = await order(token, {
      symbol: 'AAPL',
      type: 'limit',
      side: 'buy',
      quantity: 1,
      leverage: 10,
      price: '50.00',
      timeInForce: 'day',
    });
    const expiresAt = new Date(day.body.data.order.expiresAt);
    expect(expiresAt.getTime()).toBeGreaterThan(Date.now());
    expect((await t.app.trading.engine.runOnce(new Date(expiresAt.getTime() - 1000))).ended).toBe(0);
    expect((await t.app.trading.engine.runOnce(new Date(expiresAt.getTime() + 1000))).ended).toBe(1);
    const expired = await call(t.app, 'GET', api(`${tradingApi.orders.path}?status=expired`), { token });
    expect(expired.body.data.rows[0]).toMatchObject({ id: day.body.data.order.id, heldAmount: '0' });
    expect(await trading(token)).toMatchObject({ total: '20000.00', frozen: '0.00' });
  });
});

describe('stops, margin call and stop-out', () => {
  it('a stop-loss and a take-profit close at the quote that reached them', async () => {
    const token = await trader('1000');
    const long = await order(token, {
      symbol: 'AAPL',
      type: 'market',
      side: 'buy',
      quantity: 1,
      leverage: 10,
      stopLoss: '95.00',
      takeProfit: '105.00',
    });
    expect(long.status, JSON.stringify(long.body)).toBe(200);
    const wrong = await order(token, {
      symbol: 'AAPL',
      type: 'market',
      side: 'buy',
      quantity: 1,
      leverage: 10,
      stopLoss: '101.00',
    });
    expect(wrong.body.data[0].field).toBe('stopLoss');
    market.set('AAPL', { bid: '104.99', ask: '105.01' });
    expect((await pass()).closed).toBe(0);
    market.set('AAPL', { bid: '105.03', ask: '105.05' });
    expect((await pass()).closed).toBe(1);
    const closed = await call(t.app, 'GET', api(`${tradingApi.positions.path}?state=closed`), { token });
    expect(closed.body.data.rows[0]).toMatchObject({
      closeReason: 'take_profit',
      closePrice: '105.03',
      realizedPnl: '5.03',
    });
    await ledgerBalanced(t.app);
  });

  it('calls margin at the disclosed level and stops out below it, largest loss first, never below zero', async () => {
    const token = await trader('1000');
    const events: string[] = [];
    t.app.events.subscribe('trading.margin.call', () => events.push('call'));
    const res = await order(token, { symbol: 'AAPL', type: 'market', side: 'buy', quantity: 90, leverage: 10 });
    expect(res.body.data.order).toMatchObject({ margin: '900.00', fee: '9.00' });
    market.set('AAPL', { bid: '94.00', ask: '94.02' });
    expect(await account(token)).toMatchObject({ equity: '451.00', status: 'margin_call', stopOutEquity: '450.00' });
    expect((await pass()).stoppedOut).toBe(0);
    await new Promise((r) => setTimeout(r, 10));
    expect(events).toEqual(['call']);
    // A gap far through the stop-out: the loss is larger than the account; the house absorbs the rest.
    market.set('AAPL', { bid: '80.00', ask: '80.02' });
    expect((await pass()).stoppedOut).toBe(1);
    const closed = await call(t.app, 'GET', api(`${tradingApi.positions.path}?state=closed`), { token });
    expect(closed.body.data.rows[0]).toMatchObject({
      closeReason: 'stop_out',
      closePrice: '80.00',
      realizedPnl: '-991.00',
      absorbedLoss: '809.00',
      closeFee: '0.00',
    });
    expect(await trading(token)).toMatchObject({ total: '0.00', frozen: '0.00' });
    await ledgerBalanced(t.app);
  });
});

describe('the ticket', () => {
  it('sizes full and half positions from free margin, in whole lots', async () => {
    const token = await trader('1000');
    const res = await call(t.app, 'GET', api(`${tradingApi.ticket.path}?symbol=AAPL&side=buy&leverage=10&quantity=5`), {
      token,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // per share: 100.00 / 10 + 0.10 fee = 10.10 → 1000 / 10.10 = 99 shares.
    expect(res.body.data).toMatchObject({
      price: '100.00',
      freeMargin: '1000.00',
      fullQuantity: 99,
      halfQuantity: 49,
      margin: '50.00',
      fee: '0.50',
      total: '50.50',
    });
    const full = await order(token, { symbol: 'AAPL', type: 'market', side: 'buy', quantity: 99, leverage: 10 });
    expect(full.status).toBe(200);
    const more = await order(token, { symbol: 'AAPL', type: 'market', side: 'buy', quantity: 1, leverage: 10 });
    expect(more.status).toBe(400);
    expect(more.body.data[0].field).toBe('quantity');
  });

  it('refuses bad input field by field and places nothing', async () => {
    const token = await trader('1000');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ symbol: 'AAPL', type: 'market', side: 'buy', quantity: 0, leverage: 10 }, 'quantity'],
      [{ symbol: 'AAPL', type: 'market', side: 'buy', quantity: 1.5, leverage: 10 }, 'quantity'],
      [{ symbol: 'AAPL', type: 'market', side: 'buy', quantity: 1, leverage: 3 }, 'leverage'],
      [{ symbol: 'AAPL', type: 'limit', side: 'buy', quantity: 1, leverage: 10 }, 'price'],
      [{ symbol: 'AAPL', type: 'limit', side: 'buy', quantity: 1, leverage: 10, price: '99.999' }, 'price'],
      [{ symbol: 'NOPE', type: 'market', side: 'buy', quantity: 1, leverage: 10 }, 'symbol'],
    ];
    for (const [body, field] of cases) {
      const res = await order(token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.data[0].field, JSON.stringify(body)).toBe(field);
    }
    market.set('AAPL', { bid: '99.98', ask: '100.00', status: 'halted' });
    const halted = await order(token, { symbol: 'AAPL', type: 'market', side: 'buy', quantity: 1, leverage: 10 });
    expect(halted.body.msg).toBe('Trading in this instrument is halted');
    const orders = await call(t.app, 'GET', api(tradingApi.orders.path), { token });
    expect(orders.body.data.total).toBe(0);
    expect(await trading(token)).toMatchObject({ total: '1000.00', frozen: '0.00' });
  });
});

describe('idempotency and concurrency', () => {
  it('20 closes of one position at once (different keys) close it once; 20 cancels of one order cancel it once', async () => {
    const token = await trader('1000');
    const opened = await order(token, { symbol: 'AAPL', type: 'market', side: 'buy', quantity: 10, leverage: 10 });
    const id = opened.body.data.position.id;
    market.set('AAPL', { bid: '101.00', ask: '101.02' });
    const closes = await Promise.all(Array.from({ length: 20 }, () => close(token, id)));
    expect(closes.filter((r) => r.status === 200)).toHaveLength(1);
    expect(closes.filter((r) => r.status === 409)).toHaveLength(19);
    // 1000 − 1.00 (open fee) + 10.00 − 1.01 (close fee), once.
    expect(await trading(token)).toMatchObject({ total: '1007.99', frozen: '0.00' });

    const rested = await order(token, {
      symbol: 'AAPL',
      type: 'limit',
      side: 'buy',
      quantity: 1,
      leverage: 10,
      price: '90.00',
    });
    const orderId = rested.body.data.order.id;
    const cancels = await Promise.all(
      Array.from({ length: 20 }, () => keyed(t.app, pathWith(tradingApi.cancelOrder.path, { id: orderId }), token, {})),
    );
    expect(cancels.filter((r) => r.status === 200)).toHaveLength(1);
    expect(cancels.filter((r) => r.status === 409)).toHaveLength(19);
    expect(await trading(token)).toMatchObject({ total: '1007.99', frozen: '0.00' });
    await ledgerBalanced(t.app);
  });

  it('20 stop changes at once leave the position with one of them, whole', async () => {
    const token = await trader('1000');
    const opened = await order(token, { symbol: 'AAPL', type: 'market', side: 'buy', quantity: 1, leverage: 10 });
    const id = opened.body.data.position.id;
    const levels = Array.from({ length: 20 }, (_, i) => ({ stopLoss: `${80 + i}.00`, takeProfit: `${110 + i}.00` }));
    const saved = await Promise.all(
      levels.map((body) => call(t.app, 'POST', api(pathWith(tradingApi.setStops.path, { id })), { token, body })),
    );
    expect(saved.every((r) => r.status === 200)).toBe(true);
    const open = await call(t.app, 'GET', api(`${tradingApi.positions.path}?state=open`), { token });
    const { stopLoss, takeProfit } = open.body.data.rows[0];
    expect(levels).toContainEqual({ stopLoss, takeProfit });
  });

  it('20 copies of one order (same key) fill once; 20 different orders never overdraw', async () => {
    const token = await trader('1000');
    const body = { symbol: 'AAPL', type: 'market', side: 'buy', quantity: 10, leverage: 10 };
    const key = `k-${Date.now()}-same`;
    const same = await Promise.all(
      Array.from({ length: 20 }, () => keyed(t.app, tradingApi.placeOrder.path, token, body, key)),
    );
    expect(new Set(same.map((r) => r.body.data?.order?.id)).size).toBe(1);
    expect(await trading(token)).toMatchObject({ total: '999.00', frozen: '100.00' });
    // 101.00 each (margin 100 + fee 1): 8 more fit in 899.00 available; the rest are refused.
    const many = await Promise.all(Array.from({ length: 20 }, () => order(token, body)));
    expect(many.filter((r) => r.status === 200)).toHaveLength(8);
    expect(await trading(token)).toMatchObject({ total: '991.00', frozen: '900.00' });
    await ledgerBalanced(t.app);
  });
});
