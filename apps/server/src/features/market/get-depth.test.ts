// The depth and tape as the apps get them: by REST for a screen's first paint, then pushed on the socket to the clients
// that asked for them only; and the depth's best levels are what a market order fills at, at that moment.
import { type Depth, depthView, marketApi, quoteView, tradingApi } from '@platform/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../testing/api.ts';
import { keyed } from '../../testing/money-test-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { fundedTrader } from '../../testing/trading-test-kit.ts';
import { connectWs } from '../../testing/ws-client.ts';

const t = useTestApp({ env: { MARKET_TICK_MS: '50' }, listen: true });

const depthOf = async (symbol: string, query = '') => {
  const res = await call(t.app, 'GET', `/api${marketApi.depth.path}?symbol=${symbol}${query}`);
  return { status: res.status, body: res.body, depth: res.body.data as Depth };
};

afterEach(() => vi.useRealTimers());

describe('GET /api/market/depth', () => {
  it('answers the depth behind the current quote and the newest prints, without signing in', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const { status, depth, body } = await depthOf('aapl', '&trades=5');
    expect(status, JSON.stringify(body)).toBe(200);
    expect(depthView.parse(depth)).toBeTruthy();
    const quote = quoteView.parse((await call(t.app, 'GET', `/api${marketApi.quotes.path}?symbols=AAPL`)).body.data[0]);
    expect(depth).toMatchObject({ symbol: 'AAPL', time: quote.time, last: quote.last, simulated: true });
    expect(depth.bids[0]).toEqual({ price: quote.bid, size: quote.bidSize });
    expect(depth.asks[0]).toEqual({ price: quote.ask, size: quote.askSize });
    expect(depth.bids).toHaveLength(10);
    expect(depth.trades).toHaveLength(5);
    expect((await depthOf('AAPL')).depth.trades).toHaveLength(20);
  });

  it('refuses an unknown symbol with 404 and too many trades with 400; an index has no book', async () => {
    expect((await depthOf('NOPE')).status).toBe(404);
    expect((await depthOf('AAPL', '&trades=51')).status).toBe(400);
    const index = (await call(t.app, 'GET', `/api${marketApi.instruments.path}?class=index&pageSize=1`)).body.data
      .rows[0].instrument.symbol;
    expect((await depthOf(index)).depth).toMatchObject({ bids: [], asks: [], trades: [] });
  });
});

describe('the order ticket and the depth', () => {
  it('fills a market buy at the best ask and a market sell at the best bid of the depth at that moment', async () => {
    const { token } = await fundedTrader(t.app, t.admin, '100000');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const order = async (side: 'buy' | 'sell') => {
      const res = await keyed(t.app, tradingApi.placeOrder.path, token, {
        symbol: 'AAPL',
        type: 'market',
        side,
        quantity: 1,
        leverage: 1,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.order.fillPrice as string;
    };
    const { depth } = await depthOf('AAPL');
    expect(await order('buy')).toBe(depth.asks[0]?.price);
    expect(await order('sell')).toBe(depth.bids[0]?.price);
  });
});

describe('depth over /api/ws', () => {
  it('pushes depth to the client that subscribed to it, not to one that watches the quote only', async () => {
    const watcher = await connectWs(t.wsUrl, { waitMs: 20_000 });
    const quotesOnly = await connectWs(t.wsUrl, { waitMs: 20_000 });
    quotesOnly.send({ op: 'subscribe', topics: ['quote:EURUSD'] });
    watcher.send({ op: 'subscribe', topics: ['depth:eurusd'] });
    const depths = () => watcher.messages.flatMap((m) => (m.type === 'depth' ? [m.data] : []));
    await watcher.until(() => depths().length >= 3, 'the snapshot and live depths');
    expect(watcher.messages[0]).toEqual({ type: 'subscribed', topics: ['depth:EURUSD'] });
    for (const depth of depths()) expect(depthView.parse(depth).symbol).toBe('EURUSD');
    const times = depths().map((depth) => depth.time);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    await quotesOnly.until((m) => m.filter((x) => x.type === 'quotes').length >= 3, 'live quotes');
    expect(quotesOnly.messages.some((m) => m.type === 'depth')).toBe(false);

    watcher.send({ op: 'unsubscribe', topics: ['depth:EURUSD'] });
    await watcher.until((m) => m.some((x) => x.type === 'unsubscribed'), 'the unsubscribe answer');
    const seen = depths().length;
    const quotes = quotesOnly.messages.length;
    await quotesOnly.until((m) => m.length >= quotes + 3, 'more quotes');
    expect(depths()).toHaveLength(seen);
    watcher.ws.close();
    quotesOnly.ws.close();
  });
});
