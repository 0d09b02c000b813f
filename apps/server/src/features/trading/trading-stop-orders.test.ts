// Money scenarios of stop, stop-limit and trailing stop orders (issue 33 §1), in exact decimals: what each holds while
// it waits, when it triggers, the price it fills at, and the hold released in full when it is cancelled, expires or is
// rejected. Quotes are set by the test (AAPL: lot 1, tick 0.01, fee 0.1 %).
import { pathWith, tradingApi } from '@platform/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { call } from '../../testing/api.ts';
import { ledgerBalanced } from '../../testing/ledger-test-kit.ts';
import { api, balance, keyed } from '../../testing/money-test-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { fundedTrader, useFixtureMarket } from '../../testing/trading-test-kit.ts';
import { TradingEngine } from './engine/engine.ts';

const t = useTestApp();
const market = useFixtureMarket(t);

beforeEach(() => {
  market.set('AAPL', { bid: '99.98', ask: '100.00' });
});

const trader = async (amount: string) => (await fundedTrader(t.app, t.admin, amount)).token;
const order = (token: string, body: Record<string, unknown>) =>
  keyed(t.app, tradingApi.placeOrder.path, token, { symbol: 'AAPL', quantity: 10, leverage: 10, ...body });
const cancel = (token: string, id: number) => keyed(t.app, pathWith(tradingApi.cancelOrder.path, { id }), token, {});
const trading = (token: string) => balance(t.app, token, 'USD', 'trading');
const pass = () => t.app.trading.engine.runOnce(new Date(), true);
const orders = async (token: string, status: string) =>
  (await call(t.app, 'GET', api(`${tradingApi.orders.path}?status=${status}`), { token })).body.data.rows;

describe('stop orders', () => {
  it('a buy stop holds at its trigger, waits below it, and fills at the ask once the ask reaches it', async () => {
    const token = await trader('1000');
    const res = await order(token, { type: 'stop', side: 'buy', triggerPrice: '101.00' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // 10 × 101.00 = 1010.00: margin 101.00 at 10×, fee 1.01.
    expect(res.body.data.order).toMatchObject({
      type: 'stop',
      status: 'pending',
      triggerPrice: '101.00',
      limitPrice: null,
      heldAmount: '102.01',
      triggeredAt: null,
    });
    expect(await trading(token)).toMatchObject({ total: '1000.00', frozen: '102.01' });
    market.set('AAPL', { bid: '100.97', ask: '100.99' });
    expect((await pass()).filled).toBe(0);
    market.set('AAPL', { bid: '101.03', ask: '101.05' });
    expect((await pass()).filled).toBe(1);
    const [filled] = await orders(token, 'filled');
    // At the market: 1010.50, margin 101.05, fee 1.0105 rounded up to 1.02.
    expect(filled).toMatchObject({ fillPrice: '101.05', margin: '101.05', fee: '1.02', heldAmount: '0' });
    expect(filled.triggeredAt).not.toBeNull();
    expect(await trading(token)).toMatchObject({ total: '998.98', frozen: '101.05' });
    expect((await pass()).filled).toBe(0);
    await ledgerBalanced(t.app);
  });

  it('a sell stop fills at the bid it gaps to, not at its trigger', async () => {
    const token = await trader('1000');
    const res = await order(token, { type: 'stop', side: 'sell', quantity: 5, leverage: 5, triggerPrice: '95.00' });
    // 5 × 95.00 = 475.00: margin 95.00, fee 0.475 → 0.48.
    expect(res.body.data.order).toMatchObject({ status: 'pending', heldAmount: '95.48' });
    market.set('AAPL', { bid: '95.01', ask: '95.03' });
    expect((await pass()).filled).toBe(0);
    market.set('AAPL', { bid: '90.00', ask: '90.02' });
    expect((await pass()).filled).toBe(1);
    const [filled] = await orders(token, 'filled');
    expect(filled).toMatchObject({ side: 'sell', fillPrice: '90.00', margin: '90.00', fee: '0.45' });
    expect(await trading(token)).toMatchObject({ total: '999.55', frozen: '90.00' });
    await ledgerBalanced(t.app);
  });

  it('a cancel releases the hold in full; a day stop expires at the close and releases it too', async () => {
    const token = await trader('1000');
    const gtc = await order(token, { type: 'stop', side: 'buy', triggerPrice: '110.00' });
    const day = await order(token, { type: 'stop', side: 'sell', triggerPrice: '90.00', timeInForce: 'day' });
    // 110.00 + 1.10, and 90.00 + 0.90.
    expect(await trading(token)).toMatchObject({ total: '1000.00', frozen: '202.00' });
    const cancelled = await cancel(token, gtc.body.data.order.id);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', heldAmount: '0' });
    expect(await trading(token)).toMatchObject({ total: '1000.00', frozen: '90.90' });
    const expiresAt = new Date(day.body.data.order.expiresAt);
    expect((await t.app.trading.engine.runOnce(new Date(expiresAt.getTime() + 1000))).ended).toBe(1);
    expect(await trading(token)).toMatchObject({ total: '1000.00', frozen: '0.00' });
    await ledgerBalanced(t.app);
  });

  it('20 cancels of one stop order at once cancel it once and release its hold once', async () => {
    const token = await trader('1000');
    const res = await order(token, { type: 'stop', side: 'buy', triggerPrice: '105.00' });
    const id = res.body.data.order.id;
    const cancels = await Promise.all(Array.from({ length: 20 }, () => cancel(token, id)));
    expect(cancels.filter((r) => r.status === 200)).toHaveLength(1);
    expect(cancels.filter((r) => r.status === 409)).toHaveLength(19);
    expect(await trading(token)).toMatchObject({ total: '1000.00', frozen: '0.00' });
    await ledgerBalanced(t.app);
  });
});

describe('stop-limit orders', () => {
  it('holds at its limit and, triggered with the limit marketable, fills at the quote', async () => {
    const token = await trader('1000');
    const res = await order(token, { type: 'stop_limit', side: 'buy', triggerPrice: '101.00', price: '101.50' });
    // At the limit: margin 101.50, fee 1.015 → 1.02.
    expect(res.body.data.order).toMatchObject({ limitPrice: '101.50', triggerPrice: '101.00', heldAmount: '102.52' });
    market.set('AAPL', { bid: '101.18', ask: '101.20' });
    expect((await pass()).filled).toBe(1);
    const [filled] = await orders(token, 'filled');
    expect(filled).toMatchObject({ fillPrice: '101.20', margin: '101.20', fee: '1.02' });
    expect(await trading(token)).toMatchObject({ total: '998.98', frozen: '101.20' });
    await ledgerBalanced(t.app);
  });

  it('triggered past its limit, it rests as a limit (hold kept), then fills when the ask comes back to it', async () => {
    const token = await trader('1000');
    const res = await order(token, { type: 'stop_limit', side: 'buy', triggerPrice: '101.00', price: '101.10' });
    expect(res.body.data.order.heldAmount).toBe('102.12');
    market.set('AAPL', { bid: '101.28', ask: '101.30' });
    expect(await pass()).toMatchObject({ filled: 0, triggered: 1 });
    const [resting] = await orders(token, 'pending');
    expect(resting).toMatchObject({ status: 'pending', heldAmount: '102.12' });
    expect(resting.triggeredAt).not.toBeNull();
    expect(await pass()).toMatchObject({ filled: 0, triggered: 0 });
    // Back under the trigger: a triggered stop-limit is a limit now, and the ask at its limit fills it.
    market.set('AAPL', { bid: '101.03', ask: '101.05' });
    expect((await pass()).filled).toBe(1);
    const [filled] = await orders(token, 'filled');
    expect(filled).toMatchObject({
      fillPrice: '101.05',
      margin: '101.05',
      fee: '1.02',
      triggeredAt: resting.triggeredAt,
    });
    expect(await trading(token)).toMatchObject({ total: '998.98', frozen: '101.05' });
    await ledgerBalanced(t.app);
  });

  it('a triggered stop-limit resting as a limit cancels with its hold released in full', async () => {
    const token = await trader('1000');
    const res = await order(token, { type: 'stop_limit', side: 'sell', triggerPrice: '99.00', price: '98.90' });
    market.set('AAPL', { bid: '98.50', ask: '98.52' });
    expect(await pass()).toMatchObject({ filled: 0, triggered: 1 });
    expect(await trading(token)).toMatchObject({ frozen: '99.89' });
    expect((await cancel(token, res.body.data.order.id)).body.data).toMatchObject({ status: 'cancelled' });
    expect(await trading(token)).toMatchObject({ total: '1000.00', frozen: '0.00' });
    await ledgerBalanced(t.app);
  });
});

describe('trailing stop orders', () => {
  it('a sell trails the highest bid by an amount over several ticks, survives a restart, then fills at the bid', async () => {
    const token = await trader('1000');
    const res = await order(token, { type: 'trailing_stop', side: 'sell', trailAmount: '2.00' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // From the bid 99.98: level 97.98; held there: margin 97.98, fee 0.9798 → 0.98.
    expect(res.body.data.order).toMatchObject({
      trailAmount: '2.00',
      trailPercent: null,
      trailAnchor: '99.98',
      triggerPrice: '97.98',
      heldAmount: '98.96',
    });
    const id = res.body.data.order.id;
    const seen = async () => (await orders(token, 'pending')).find((o: { id: number }) => o.id === id);
    for (const bid of ['100.50', '101.20', '100.00']) {
      market.set('AAPL', { bid, ask: `${(Number(bid) + 0.02).toFixed(2)}` });
      expect((await pass()).filled).toBe(0);
    }
    expect(await seen()).toMatchObject({ trailAnchor: '101.20', triggerPrice: '99.20', heldAmount: '98.96' });

    // A new engine (a restart, or another node taking the lease) trails from the anchor the database kept.
    const engine = new TradingEngine({
      db: t.app.db,
      market: () => t.app.trading.market,
      log: t.app.log,
      publish: () => {},
    });
    market.set('AAPL', { bid: '99.25', ask: '99.27' });
    expect((await engine.runOnce(new Date(), true)).filled).toBe(0);
    market.set('AAPL', { bid: '99.19', ask: '99.21' });
    expect((await engine.runOnce(new Date(), true)).filled).toBe(1);
    const [filled] = await orders(token, 'filled');
    // 991.90 at 10×: margin 99.19, fee 0.9919 → 1.00.
    expect(filled).toMatchObject({ id, fillPrice: '99.19', margin: '99.19', fee: '1.00' });
    expect(await trading(token)).toMatchObject({ total: '999.00', frozen: '99.19' });
    await ledgerBalanced(t.app);
  });

  it('a buy trails the lowest ask by a percent, rounded down to the tick, and fills at the ask', async () => {
    const token = await trader('1000');
    const res = await order(token, { type: 'trailing_stop', side: 'buy', trailPercent: '1.5' });
    // 100.00 × 1.015 = 101.50; held there: margin 101.50, fee 1.015 → 1.02.
    expect(res.body.data.order).toMatchObject({ trailPercent: '1.5', triggerPrice: '101.50', heldAmount: '102.52' });
    market.set('AAPL', { bid: '97.98', ask: '98.00' });
    await pass();
    market.set('AAPL', { bid: '97.01', ask: '97.03' });
    await pass();
    // 97.03 × 1.015 = 98.48545 → 98.48 (the set-based update computes what contracts' level does).
    const [waiting] = await orders(token, 'pending');
    expect(waiting).toMatchObject({ trailAnchor: '97.03', triggerPrice: '98.48' });
    market.set('AAPL', { bid: '98.45', ask: '98.47' });
    expect((await pass()).filled).toBe(0);
    market.set('AAPL', { bid: '98.46', ask: '98.48' });
    expect((await pass()).filled).toBe(1);
    const [filled] = await orders(token, 'filled');
    expect(filled).toMatchObject({ fillPrice: '98.48', margin: '98.48', fee: '0.99' });
    expect(await trading(token)).toMatchObject({ total: '999.01', frozen: '98.48' });
    await ledgerBalanced(t.app);
  });

  it('a fill that the margin no longer covers is rejected with its reason, the hold released in full', async () => {
    const token = await trader('100');
    const res = await order(token, { type: 'trailing_stop', side: 'sell', quantity: 9, trailAmount: '1.00' });
    // Level 98.98: 890.82 at 10× → margin 89.09, fee 0.89082 → 0.90.
    expect(res.body.data.order).toMatchObject({ triggerPrice: '98.98', heldAmount: '89.99' });
    market.set('AAPL', { bid: '120.00', ask: '120.02' });
    await pass();
    // Level 119.00; at 118.99 it triggers, but 1070.91 needs 107.10 margin and a 1.08 fee.
    market.set('AAPL', { bid: '118.99', ask: '119.01' });
    expect((await pass()).ended).toBe(1);
    const [rejected] = await orders(token, 'rejected');
    expect(rejected).toMatchObject({ reason: 'Not enough available margin at the fill price', heldAmount: '0' });
    expect(await trading(token)).toMatchObject({ total: '100.00', frozen: '0.00' });
    await ledgerBalanced(t.app);
  });
});

describe('placing them', () => {
  it('refuses bad input field by field and places nothing', async () => {
    const token = await trader('1000');
    const cases: Array<[Record<string, unknown>, string, string?]> = [
      [{ type: 'stop', side: 'buy' }, 'triggerPrice', 'Enter a trigger price'],
      [{ type: 'stop', side: 'buy', triggerPrice: '101.005' }, 'triggerPrice'],
      [{ type: 'stop', side: 'buy', triggerPrice: '100.00' }, 'triggerPrice', 'would trigger at once'],
      [{ type: 'stop', side: 'sell', triggerPrice: '99.98' }, 'triggerPrice', 'would trigger at once'],
      [{ type: 'stop_limit', side: 'buy', triggerPrice: '101.00' }, 'price', 'Enter a limit price'],
      [{ type: 'stop_limit', side: 'buy', triggerPrice: '101.00', price: '101.001' }, 'price'],
      [{ type: 'trailing_stop', side: 'sell' }, 'trailAmount', 'Enter a trail'],
      [{ type: 'trailing_stop', side: 'sell', trailAmount: '1.00', trailPercent: '1' }, 'trailPercent', 'not both'],
      [{ type: 'trailing_stop', side: 'sell', trailPercent: '60' }, 'trailPercent', 'at most 50'],
      [{ type: 'trailing_stop', side: 'sell', trailPercent: '0' }, 'trailPercent'],
      [{ type: 'trailing_stop', side: 'sell', trailPercent: '0.001' }, 'trailPercent'],
      [{ type: 'trailing_stop', side: 'sell', trailPercent: '0.01' }, 'trailPercent', 'less than a tick'],
      [{ type: 'trailing_stop', side: 'sell', trailAmount: '0.005' }, 'trailAmount', 'whole number of ticks'],
      [{ type: 'trailing_stop', side: 'sell', trailAmount: '99.98' }, 'trailAmount', 'smaller than the price'],
      [{ type: 'stop', side: 'buy', triggerPrice: '105.00', stopLoss: '106.00' }, 'stopLoss'],
      [{ type: 'stop_limit', side: 'sell', triggerPrice: '95.00', price: '94.00', takeProfit: '94.50' }, 'takeProfit'],
    ];
    for (const [body, field, says] of cases) {
      const res = await order(token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.data[0].field, JSON.stringify(body)).toBe(field);
      if (says) expect(res.body.data[0].message, JSON.stringify(body)).toContain(says);
    }
    const zh = await call(t.app, 'POST', api(tradingApi.placeOrder.path), {
      token,
      body: { symbol: 'AAPL', quantity: 1, leverage: 10, type: 'stop', side: 'buy', triggerPrice: '99.00' },
      headers: { 'idempotency-key': `zh-${Date.now()}`, 'accept-language': 'zh' },
    });
    expect(zh.body.data[0]).toMatchObject({ field: 'triggerPrice' });
    expect(zh.body.data[0].message).toContain('立即触发');
    expect((await call(t.app, 'GET', api(tradingApi.orders.path), { token })).body.data.total).toBe(0);
    expect(await trading(token)).toMatchObject({ total: '1000.00', frozen: '0.00' });
  });

  it('the ticket discloses the trigger and what each type holds while it waits', async () => {
    const token = await trader('1000');
    const ticket = async (query: string) =>
      (
        await call(t.app, 'GET', api(`${tradingApi.ticket.path}?symbol=AAPL&leverage=10&quantity=10&${query}`), {
          token,
        })
      ).body.data;
    expect(await ticket('side=buy&type=stop&triggerPrice=101.00')).toMatchObject({
      price: '101.00',
      triggerPrice: '101.00',
      heldAmount: '102.01',
    });
    expect(await ticket('side=buy&type=stop_limit&triggerPrice=101.00&price=101.50')).toMatchObject({
      price: '101.50',
      triggerPrice: '101.00',
      heldAmount: '102.52',
    });
    expect(await ticket('side=buy&type=trailing_stop&trailPercent=1.5')).toMatchObject({
      price: '101.50',
      triggerPrice: '101.50',
      heldAmount: '102.52',
    });
    expect(await ticket('side=buy&type=market')).toMatchObject({
      price: '100.00',
      triggerPrice: null,
      heldAmount: null,
    });
  });
});
