// What the trading center tells a user before and while they trade (issue 27 §3): the closing fee disclosed with the
// opening fee and equal to what the close then charges; an account summary whose figures are one snapshot; refusals
// that say why, on their field, in both languages.
import { pathWith, sumDecimals, tradingApi } from '@platform/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { call } from '../../testing/api.ts';
import { api, keyed, newKey } from '../../testing/money-test-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { fundedTrader, useFixtureMarket } from '../../testing/trading-test-kit.ts';

const t = useTestApp();
const market = useFixtureMarket(t);

beforeEach(() => {
  market.set('AAPL', { bid: '99.98', ask: '100.00' });
});

const trader = async (amount: string) => (await fundedTrader(t.app, t.admin, amount)).token;

const order = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(t.app, 'POST', api(tradingApi.placeOrder.path), {
    token,
    body,
    headers: { 'idempotency-key': newKey(), ...headers },
  });
const ticket = async (token: string, query: Record<string, string | number>) => {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await call(t.app, 'GET', `${api(tradingApi.ticket.path)}?${qs}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const account = async (token: string) =>
  (await call(t.app, 'GET', api(tradingApi.account.path), { token })).body.data.accounts.find(
    (a: { currency: string }) => a.currency === 'USD',
  );

describe('the closing fee, disclosed before the order', () => {
  it('the ticket estimates it at the closing price now, and the close charges exactly that at that price', async () => {
    const token = await trader('10000');
    // 15 AAPL at 100.00: opening fee 1.50; closing at the bid 99.98 → 1,499.70 × 0.1 % = 1.4997 → 1.50 (rounded up).
    const shown = await ticket(token, { symbol: 'AAPL', side: 'buy', type: 'market', quantity: 15, leverage: 1 });
    expect(shown).toMatchObject({ price: '100.00', fee: '1.50', closePrice: '99.98', closeFee: '1.50' });
    expect(shown.roundTripFee).toBe('3.00');
    // 7 of them: open 0.70, close 699.86 × 0.1 % = 0.69986 → 0.70; a short closes at the ask.
    const short = await ticket(token, { symbol: 'AAPL', side: 'sell', type: 'market', quantity: 7, leverage: 1 });
    expect(short).toMatchObject({ price: '99.98', fee: '0.70', closePrice: '100.00', closeFee: '0.70' });
    // No quantity yet: no fee to disclose.
    const empty = await ticket(token, { symbol: 'AAPL', side: 'buy', type: 'market' });
    expect(empty).toMatchObject({ fee: null, closeFee: null, roundTripFee: null, closePrice: '99.98' });

    const placed = await order(token, { symbol: 'AAPL', type: 'market', side: 'buy', quantity: 15, leverage: 1 });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.data.order.fee).toBe(shown.fee);
    const id = placed.body.data.position.id;
    const closed = await keyed(t.app, pathWith(tradingApi.closePosition.path, { id }), token, {});
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.data.closed).toMatchObject({ closePrice: shown.closePrice, closeFee: shown.closeFee });
  });

  it('for a futures contract the multiplier counts in both fees', async () => {
    const token = await trader('100000');
    const symbol = t.app.market
      .instruments()
      .find((i) => i.class === 'future' && i.multiplier === 50 && i.tradable)!.symbol;
    market.set(symbol, { bid: '4500.00', ask: '4500.25' });
    // 2 contracts × 50: open 450,025 × 0.05 % = 225.0125 → 225.02; close 450,000 × 0.05 % = 225.00.
    const shown = await ticket(token, { symbol, side: 'buy', type: 'market', quantity: 2, leverage: 20 });
    expect(shown).toMatchObject({ fee: '225.02', closePrice: '4500.00', closeFee: '225.00', roundTripFee: '450.02' });
  });
});

describe('the account summary is one snapshot', () => {
  it('equity, used and free margin and margin level of one answer agree, and free margin falls as the loss grows', async () => {
    const token = await trader('10000');
    const placed = await order(token, { symbol: 'AAPL', type: 'market', side: 'buy', quantity: 20, leverage: 1 });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    let lastFree = Number.POSITIVE_INFINITY;
    for (const bid of ['99.98', '97.50', '95.01', '90.00', '80.00']) {
      market.set('AAPL', { bid, ask: '100.00' });
      const a = await account(token);
      expect(a.usedMargin).toBe('2000.00');
      expect(a.floatingPnl).toBe(((Number(bid) - 100) * 20).toFixed(2));
      expect(a.equity).toBe(sumDecimals([a.balance, a.floatingPnl], 2));
      // Margin only for the position and a floating loss: free = equity − used; level = equity ÷ used.
      expect(a.freeMargin).toBe(sumDecimals([a.equity, `-${a.usedMargin}`], 2));
      expect(a.marginLevel).toBe(((Number(a.equity) / Number(a.usedMargin)) * 100).toFixed(2));
      expect(a.available).toBe(sumDecimals([a.balance, `-${a.usedMargin}`], 2));
      expect(Number(a.freeMargin)).toBeLessThan(lastFree);
      lastFree = Number(a.freeMargin);
    }
  });
});

describe('refusals say why, on their field', () => {
  it('a fractional quantity names the lot size, in English and in Chinese', async () => {
    const token = await trader('10000');
    const body = { symbol: 'AAPL', type: 'market', side: 'buy', quantity: 1.5, leverage: 1 };
    const en = await order(token, body);
    expect(en.status).toBe(400);
    expect(en.body.msg).toBe('Quantity must be a whole number of lots (lot size 1)');
    expect(en.body.data).toEqual([
      { field: 'quantity', message: 'Quantity must be a whole number of lots (lot size 1)' },
    ]);
    const zh = await order(token, body, { 'accept-language': 'zh-CN' });
    expect(zh.body.data).toEqual([{ field: 'quantity', message: '数量必须是整手（每手 1）' }]);
    const a = await account(token);
    expect(a.balance).toBe('10000.00');
  });

  it('a limit order without a price says "Enter a limit price" on the price field', async () => {
    const token = await trader('1000');
    const res = await order(token, { symbol: 'AAPL', type: 'limit', side: 'buy', quantity: 1, leverage: 1 });
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual([{ field: 'price', message: 'Enter a limit price' }]);
    const zh = await order(
      token,
      { symbol: 'AAPL', type: 'limit', side: 'buy', quantity: 1, leverage: 1 },
      { 'accept-language': 'zh' },
    );
    expect(zh.body.data).toEqual([{ field: 'price', message: '请输入限价' }]);
  });

  it('closing a fractional part names the lot size', async () => {
    const token = await trader('10000');
    const placed = await order(token, { symbol: 'AAPL', type: 'market', side: 'buy', quantity: 3, leverage: 1 });
    const id = placed.body.data.position.id;
    const res = await keyed(t.app, pathWith(tradingApi.closePosition.path, { id }), token, { quantity: 1.5 });
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual([
      { field: 'quantity', message: 'Quantity must be a whole number of lots (lot size 1)' },
    ]);
  });
});
