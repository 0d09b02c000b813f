// Stocks listed after the catalogue (an IPO's shares) through the listings seam: recorded in the caller's transaction,
// live on every node after `announce`, loaded again at start, and quoted, charted, streamed and traded like any stock.
import { chartView, marketApi, pathWith, quoteTopic, quoteView, tradingApi } from '@platform/contracts';
import { count, eq, marketListings } from '@platform/db';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NewListing } from '../../core/market/listings.ts';
import { createLocalPubSub } from '../../realtime/pubsub.ts';
import { call, signIn, signUp } from '../../testing/api.ts';
import { keyed } from '../../testing/money-test-kit.ts';
import { ADMIN, createTestApp, type TestApp, useTestApp } from '../../testing/test-app.ts';
import { TEST_REDIS_URL, uniqueRedisPrefix } from '../../testing/test-redis.ts';
import { fundTrading } from '../../testing/trading-test-kit.ts';
import { connectWs } from '../../testing/ws-client.ts';
import { createMarketListings } from './market-listings.ts';
import { createMarket } from './market-service.ts';

const DAY_MS = 86_400_000;
const newYorkDate = (time: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(time);
const today = newYorkDate(Date.now());
const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
/** New York midnight today (04:00 or 05:00 UTC): nothing of a listing dated today may be older. */
const listedAt = [4, 5]
  .map((hours) => Date.parse(`${today}T00:00:00Z`) + hours * 3_600_000)
  .find((time) => newYorkDate(time) === today && newYorkDate(time - 1) !== today) as number;

/**
 * 10:00 or 11:00 New York on the first trading day of a listing dated today (Monday when today is a weekend). The
 * simulator is a function of the time, so a test can look at that session whenever it runs.
 */
const firstSession = (() => {
  let time = Date.parse(`${today}T15:00:00Z`);
  while ([0, 6].includes(new Date(time).getUTCDay())) time += DAY_MS;
  return time;
})();
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

const listing = (symbol: string, fields: Partial<NewListing> = {}): NewListing => ({
  symbol,
  name: `${symbol} Therapeutics, Inc.`,
  exchange: 'NASDAQ',
  sector: 'Health Care',
  sharesOutstanding: 80_000_000,
  basePrice: '14.25',
  listingDate: today,
  ...fields,
});

async function list(app: TestApp, stock: NewListing) {
  await app.db.transaction((tx) => app.marketListings.record(tx, stock));
  await app.marketListings.announce();
}

const get = (app: TestApp, path: string, query = '') => call(app, 'GET', `/api${path}${query}`);
const instrumentOf = (app: TestApp, symbol: string) => get(app, pathWith(marketApi.instrument.path, { symbol }));

const t = useTestApp({ admin: false });

describe('a stock listed today', () => {
  it('is unknown until announced, then quoted from its listing price with no history before today', async () => {
    await t.app.db.transaction((tx) => t.app.marketListings.record(tx, listing('NOVA')));
    expect((await instrumentOf(t.app, 'NOVA')).status).toBe(404);
    await t.app.marketListings.announce();

    const res = await instrumentOf(t.app, 'NOVA');
    expect(res.status).toBe(200);
    expect(res.body.data.instrument).toMatchObject({ symbol: 'NOVA', class: 'stock', tradable: true, currency: 'USD' });
    const quote = quoteView.parse(res.body.data.quote);
    expect(quote.marketCap).toBe((80_000_000 * Number(quote.last)).toFixed(2));
    for (const period of ['1D', '1W', '3M', '1Y'] as const) {
      const chart = await get(t.app, marketApi.chart.path, `?symbol=NOVA&period=${period}`);
      expect(chart.status, period).toBe(200);
      for (const bar of chartView.parse(chart.body.data).bars) {
        expect(bar.time, period).toBeGreaterThanOrEqual(
          period === '1D' || period === '3M' || period === '1Y' ? Date.parse(today) : listedAt,
        );
      }
    }
    // Today's session may be over (a listing recorded in the evening): its first daily bar opens at the listing
    // price, and the close before the quoted session is that bar's, or the listing price on the first day.
    const daily = chartView.parse((await get(t.app, marketApi.chart.path, '?symbol=NOVA&period=1Y')).body.data).bars;
    expect(daily.length).toBeLessThanOrEqual(1);
    if (daily[0]) expect(daily[0]).toMatchObject({ time: Date.parse(isoDay(firstSession)), open: '14.25' });
    const before = daily.filter((bar) => isoDay(bar.time) < quote.tradingDate);
    expect(quote.prevClose).toBe(before.at(-1)?.close ?? '14.25');
    const highs = [quote.high, ...before.map((bar) => bar.high)].map(Number);
    expect(Number(quote.high52w)).toBe(Math.max(...highs));

    // The first day, whenever it is: the close before it and its open are the listing price; no 52 weeks before it.
    const first = quoteView.parse(t.app.market.simulator.quote('NOVA', firstSession));
    expect(first).toMatchObject({ tradingDate: isoDay(firstSession), prevClose: '14.25', open: '14.25' });
    expect(first.high52w).toBe(first.high);
    expect(first.low52w).toBe(first.low);
  });

  it('is in the markets lists, search and quotes like any stock', async () => {
    await list(t.app, listing('ORBIT', { name: 'Orbit Robotics Corp.', exchange: 'NYSE', sector: 'Industrials' }));
    const found = await get(t.app, marketApi.instruments.path, '?q=orbit robotics');
    expect(found.body.data.rows.map((row: { instrument: { symbol: string } }) => row.instrument.symbol)).toEqual([
      'ORBIT',
    ]);
    const nyse = await get(t.app, marketApi.instruments.path, '?class=stock&exchange=NYSE&pageSize=200');
    expect(
      nyse.body.data.rows.some((row: { instrument: { symbol: string } }) => row.instrument.symbol === 'ORBIT'),
    ).toBe(true);
    const quotes = await get(t.app, marketApi.quotes.path, '?symbols=ORBIT,AAPL');
    expect(quotes.status).toBe(200);
    expect(quotes.body.data.map((quote: { symbol: string }) => quote.symbol)).toEqual(['ORBIT', 'AAPL']);
  });

  it('streams its quote to a subscriber', async () => {
    await list(t.app, listing('WAVE'));
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const client = await connectWs(`${address.replace('http', 'ws')}/api/ws`);
    client.send({ op: 'subscribe', topics: [quoteTopic('WAVE')] });
    await client.until(
      (messages) => messages.some((m) => m.type === 'quotes' && m.data.some((quote) => quote.symbol === 'WAVE')),
      'a WAVE quote',
    );
    client.ws.close();
  });

  it('can be bought in the trading center at the simulator’s price', async () => {
    await list(t.app, listing('TRDX'));
    const admin = await signIn(t.app, ADMIN.email, ADMIN.password);
    const user = await signUp(t.app);
    await fundTrading(t.app, user.token, admin, '1000');
    const placed = await keyed(t.app, tradingApi.placeOrder.path, user.token, {
      symbol: 'TRDX',
      type: 'market',
      side: 'buy',
      quantity: 10,
      leverage: 1,
    });
    expect(placed.status).toBe(200);
    expect(placed.body.data.order).toMatchObject({ symbol: 'TRDX', status: 'filled' });
    expect(placed.body.data.position).toMatchObject({ symbol: 'TRDX', quantity: 10 });
  });
});

describe('recording a listing', () => {
  it('lists a stock dated tomorrow from tomorrow, not today', async () => {
    await list(t.app, listing('LATER', { listingDate: tomorrow }));
    expect((await instrumentOf(t.app, 'LATER')).status).toBe(404);
    expect(t.app.market.instruments().some((instrument) => instrument.symbol === 'LATER')).toBe(false);
    // The simulator knows it from tomorrow (New York).
    expect(t.app.market.simulator.instrument('LATER', Date.parse(`${tomorrow}T12:00:00Z`))).toBeDefined();
  });

  it('replaces the name, price and date of a symbol recorded again (the sandbox’s “list now”)', async () => {
    await list(t.app, listing('MOVE', { listingDate: tomorrow, basePrice: '10.00' }));
    expect((await instrumentOf(t.app, 'MOVE')).status).toBe(404);
    await list(t.app, listing('MOVE', { name: 'Move Mobility, Inc.', basePrice: '12.34' }));
    const res = await instrumentOf(t.app, 'MOVE');
    expect(res.body.data.instrument.name).toBe('Move Mobility, Inc.');
    expect(t.app.market.simulator.quote('MOVE', firstSession)).toMatchObject({ prevClose: '12.34', open: '12.34' });
    const [rows] = await t.app.db.select({ n: count() }).from(marketListings).where(eq(marketListings.symbol, 'MOVE'));
    expect(rows?.n).toBe(1);
  });

  it('belongs to the caller’s transaction: rolled back, nothing is listed', async () => {
    const failed = t.app.db.transaction(async (tx) => {
      await t.app.marketListings.record(tx, listing('GONE'));
      throw new Error('the caller fails after recording');
    });
    await expect(failed).rejects.toThrow('the caller fails');
    await t.app.marketListings.announce();
    expect((await instrumentOf(t.app, 'GONE')).status).toBe(404);
    expect(await t.app.db.select().from(marketListings).where(eq(marketListings.symbol, 'GONE'))).toEqual([]);
  });

  it('refuses a listing that is not one', async () => {
    const bad = [listing('BADP', { basePrice: '0' }), listing('BADD', { listingDate: '2026-02-30' })];
    for (const stock of bad) {
      await expect(t.app.db.transaction((tx) => t.app.marketListings.record(tx, stock))).rejects.toThrow(
        `Invalid listing of ${stock.symbol}`,
      );
    }
  });

  it('is loaded again when a node starts on the database', async () => {
    await list(t.app, listing('BOOT', { basePrice: '7.50' }));
    const restarted = (await createTestApp({}, { database: t.database })).app;
    try {
      expect((await instrumentOf(restarted, 'BOOT')).status).toBe(200);
      expect(restarted.market.simulator.quote('BOOT', firstSession)?.prevClose).toBe('7.50');
      const time = Date.now();
      expect(restarted.market.simulator.quote('BOOT', time)).toEqual(t.app.market.simulator.quote('BOOT', time));
    } finally {
      await restarted.close();
    }
  });
});

describe('two nodes on one database and one pub/sub', () => {
  it('lists on the other node once announced, at the same prices', async () => {
    const pubsub = createLocalPubSub();
    const node = () => {
      const market = createMarket({
        seed: 'two-nodes',
        alwaysOpen: true,
        tickMs: 500,
        halts: new Map(),
        pubsub,
        wantTicks: () => {},
      });
      const listings = createMarketListings({ db: t.app.db, market, pubsub, onError: (err) => expect(err).toBeNull() });
      return { market, listings };
    };
    const a = node();
    const b = node();
    await Promise.all([a.listings.load(), b.listings.load()]);
    await t.app.db.transaction((tx) => a.listings.record(tx, listing('PAIR', { basePrice: '33.10' })));
    expect(b.market.instrument('PAIR')).toBeUndefined();
    await a.listings.announce();
    expect(a.market.instrument('PAIR')).toBeDefined();
    await vi.waitFor(() => expect(b.market.instrument('PAIR')).toBeDefined());
    const time = Date.now();
    expect(b.market.simulator.quote('PAIR', time)).toEqual(a.market.simulator.quote('PAIR', time));
    expect(b.market.simulator.quote('PAIR', firstSession)?.prevClose).toBe('33.10');
    for (const { market, listings } of [a, b]) {
      listings.stop();
      market.stop();
    }
  });
});

describe.runIf(TEST_REDIS_URL)('two API nodes sharing the database and Redis', () => {
  let a: Awaited<ReturnType<typeof createTestApp>>;
  let b: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL: TEST_REDIS_URL as string, REDIS_PREFIX: uniqueRedisPrefix('market-listings') };
    a = await createTestApp(env);
    b = (await createTestApp(env, { database: a.database })).app;
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('lists on the other node once announced on this one', async () => {
    await a.app.db.transaction((tx) => a.app.marketListings.record(tx, listing('REDI')));
    await a.app.marketListings.announce();
    expect((await instrumentOf(a.app, 'REDI')).status).toBe(200);
    await vi.waitFor(async () => expect((await instrumentOf(b, 'REDI')).status).toBe(200));
    const time = Date.now();
    expect(b.market.simulator.quote('REDI', time)).toEqual(a.app.market.simulator.quote('REDI', time));
  });
});
