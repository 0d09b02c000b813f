// The component test kit's fake API on its own: it answers through `fetch` as the apps' client calls it, and every
// way a test could go wrong without noticing (a request nobody answers, a request or an answer its contract refuses)
// is reported, so dom-setup.ts fails the test.
import { createClient } from '@platform/client';
import { type Listing, marketApi, tradingApi } from '@platform/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeApi, handle, refuse } from './fake-api.ts';

const api = createFakeApi();
const client = createClient({ baseURL: '/api' });
beforeEach(() => api.install());
afterEach(() => api.uninstall());

const quote = {
  symbol: 'ACME',
  time: 1,
  tradingDate: '2026-03-02',
  status: 'open',
  last: '100.50',
  change: '0.50',
  changePercent: '0.50',
  open: '100.00',
  prevClose: '100.00',
  high: '101.00',
  low: '99.00',
  high52w: '150.00',
  low52w: '80.00',
  volume: 1,
  amplitude: '2.00',
  marketCap: null,
  bid: '100.49',
  ask: '100.51',
  bidSize: 1,
  askSize: 1,
  openInterest: null,
  openInterestChange: null,
  expiry: null,
  priorSettle: null,
  lastTradingDate: null,
  simulated: true,
} as const;
const listing: Listing = {
  instrument: {
    class: 'index',
    symbol: 'ACME',
    name: 'Acme index',
    exchange: 'NASDAQ',
    currency: 'USD',
    tickSize: '0.01',
    lotSize: 1,
    multiplier: 1,
    sessionId: 'us-equities',
    tradable: false,
    region: 'US',
  },
  quote,
};

describe('the fake API', () => {
  it('answers an endpoint with the params, query and body parsed by its contract, and records the call', async () => {
    api.use(
      handle(marketApi.instrument, ({ params }) => ({
        ...listing,
        instrument: { ...listing.instrument, symbol: params.symbol },
      })),
      handle(tradingApi.positions, ({ query }) => {
        expect(query).toEqual({ state: 'open', pageNum: 2, pageSize: 20 });
        return { rows: [], total: 0 };
      }),
    );
    const answer = await client.call(marketApi.instrument, { params: { symbol: 'ACME' } });
    expect(answer.instrument.symbol).toBe('ACME');
    await client.call(tradingApi.positions, { query: { pageNum: 2 } });
    expect(api.callsTo(tradingApi.positions)).toEqual([
      { params: undefined, query: { state: 'open', pageNum: 2, pageSize: 20 }, body: undefined },
    ]);
    expect(api.takeProblems()).toEqual([]);
  });

  it('lets the last handler added for an endpoint answer, and a refusal reach the app as the server writes it', async () => {
    api.use(handle(marketApi.instrument, listing), handle(marketApi.instrument, refuse(404, 'No such instrument')));
    await expect(client.call(marketApi.instrument, { params: { symbol: 'ACME' } })).rejects.toMatchObject({
      code: 404,
      msg: 'No such instrument',
    });
  });

  it('reports an answer its contract refuses', async () => {
    const broken = { ...listing, quote: { ...quote, last: 'a hundred' } };
    api.use(handle(marketApi.instrument, broken as unknown as Listing));
    await client.call(marketApi.instrument, { params: { symbol: 'ACME' } });
    expect(api.takeProblems()).toEqual([
      "GET /market/instruments/:symbol: the fake's answer breaks its contract: quote.last: Invalid string: must match pattern /^\\d+(\\.\\d+)?$/",
    ]);
  });

  it('reports a request no handler answers, and one its contract refuses', async () => {
    api.use(handle(tradingApi.closePosition, () => ({ closed: null as never, remaining: null })));
    await expect(client.call(marketApi.instrument, { params: { symbol: 'ACME' } })).rejects.toMatchObject({
      code: 404,
    });
    await expect(
      client.call(
        tradingApi.closePosition,
        { params: { id: 1 }, body: { quantity: -3 } },
        { idempotencyKey: 'key-12345' },
      ),
    ).rejects.toMatchObject({ code: 400 });
    expect(api.takeProblems()).toEqual([
      'GET /api/market/instruments/ACME: no handler answers it (add handle(…) for its endpoint)',
      'POST /trading/positions/:id/close: the app sent a body its contract refuses: quantity: Please add quantity',
    ]);
  });
});
