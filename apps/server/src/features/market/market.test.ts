import {
  chartView,
  instrumentView,
  listingView,
  MAX_SPARKLINES_PER_REQUEST,
  marketApi,
  pathWith,
  quoteView,
  SPARKLINE_MAX_POINTS,
  sparklineView,
  z,
} from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { call } from '../../testing/api.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { thinToLast } from './find-sparklines.ts';

const t = useTestApp({ admin: false });

const get = (path: string, query = '') => call(t.app, 'GET', `/api${path}${query}`);

describe('GET /api/market/instruments', () => {
  it('lists the catalogue with quotes, paged, without signing in', async () => {
    const first = await get(marketApi.instruments.path, '?pageSize=5');
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.body.data.rows).toHaveLength(5);
    expect(first.body.data.total).toBeGreaterThan(100);
    for (const row of first.body.data.rows) expect(listingView.safeParse(row).success).toBe(true);
    const second = await get(marketApi.instruments.path, '?pageSize=5&pageNum=2');
    expect(second.body.data.rows[0].instrument.symbol).not.toBe(first.body.data.rows[0].instrument.symbol);
    expect(second.body.data.total).toBe(first.body.data.total);
  });

  it('searches symbol and name case-insensitively and filters by class, exchange and group', async () => {
    const apple = await get(marketApi.instruments.path, '?q=apple');
    expect(apple.body.data.rows.map((r: { instrument: { symbol: string } }) => r.instrument.symbol)).toContain('AAPL');
    const bySymbol = await get(marketApi.instruments.path, '?q=aapl');
    expect(bySymbol.body.data.rows[0].instrument.symbol).toBe('AAPL');
    const nyse = await get(marketApi.instruments.path, '?class=stock&exchange=NYSE&pageSize=200');
    expect(nyse.body.data.total).toBeGreaterThan(0);
    for (const row of nyse.body.data.rows) expect(row.instrument).toMatchObject({ class: 'stock', exchange: 'NYSE' });
    const energy = await get(marketApi.instruments.path, '?group=energy&pageSize=200');
    expect(energy.body.data.total).toBeGreaterThanOrEqual(2);
    for (const row of energy.body.data.rows) expect(row.instrument).toMatchObject({ class: 'future', group: 'energy' });
    expect((await get(marketApi.instruments.path, '?q=no-such-thing')).body.data).toEqual({ rows: [], total: 0 });
    // A long text is a search that finds nothing, not a bad request (issue 16).
    const long = await get(marketApi.instruments.path, `?q=${'apple'.repeat(20)}`);
    expect(long.status).toBe(200);
    expect(long.body.data).toEqual({ rows: [], total: 0 });
  });

  it('refuses bad filters with field errors', async () => {
    const res = await get(marketApi.instruments.path, '?class=crypto');
    expect(res.status).toBe(400);
    expect(res.body.data[0].field).toBe('class');
  });
});

describe('GET /api/market/instruments/:symbol', () => {
  it('answers one instrument with its quote, symbols case-insensitively', async () => {
    const res = await get(pathWith(marketApi.instrument.path, { symbol: 'aapl' }));
    expect(res.status).toBe(200);
    expect(instrumentView.parse(res.body.data.instrument)).toMatchObject({ symbol: 'AAPL', class: 'stock' });
    expect(quoteView.parse(res.body.data.quote)).toMatchObject({ symbol: 'AAPL', simulated: true });
  });

  it('is 404 for an unknown symbol', async () => {
    const res = await get(pathWith(marketApi.instrument.path, { symbol: 'NOPE' }));
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 404, msg: 'Unknown symbol: NOPE', data: [{ field: 'symbol' }] });
  });
});

describe('GET /api/market/quotes', () => {
  it('answers quotes in the order asked, not cached', async () => {
    const res = await get(marketApi.quotes.path, '?symbols=msft,AAPL,EURUSD,msft');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.data.map((q: { symbol: string }) => q.symbol)).toEqual(['MSFT', 'AAPL', 'EURUSD']);
  });

  it('names unknown symbols in a field error, and refuses an empty list', async () => {
    const unknown = await get(marketApi.quotes.path, '?symbols=AAPL,FOO,BAR');
    expect(unknown.status).toBe(400);
    expect(unknown.body.data).toEqual([{ field: 'symbols', message: 'Unknown symbol: FOO, BAR' }]);
    const empty = await get(marketApi.quotes.path, '?symbols=');
    expect(empty.status).toBe(400);
    expect(empty.body.data[0]).toEqual({ field: 'symbols', message: 'Please choose a symbol' });
  });
});

describe('GET /api/market/chart', () => {
  it.each(['intraday', '1D', '1W', '1M', '3M', '1Y'])('draws the %s period', async (period) => {
    const res = await get(marketApi.chart.path, `?symbol=AAPL&period=${period}`);
    expect(res.status).toBe(200);
    const chart = chartView.parse(res.body.data);
    expect(chart).toMatchObject({ symbol: 'AAPL', period, simulated: true });
    expect(chart.bars.length).toBeGreaterThan(0);
    expect(res.headers['cache-control']).toBe('public, max-age=5');
  });

  it('is 404 for an unknown symbol and 400 for a bad period', async () => {
    const unknown = await get(marketApi.chart.path, '?symbol=NOPE&period=1D');
    expect(unknown.status).toBe(404);
    expect(unknown.body.data).toEqual([{ field: 'symbol', message: 'Unknown symbol: NOPE' }]);
    const period = await get(marketApi.chart.path, '?symbol=AAPL&period=5Y');
    expect(period.status).toBe(400);
    expect(period.body.data).toEqual([{ field: 'period', message: 'Unknown chart period' }]);
    const missing = await get(marketApi.chart.path, '?period=1D');
    expect(missing.status).toBe(400);
    expect(missing.body.data[0]).toEqual({ field: 'symbol', message: 'Please choose a symbol' });
  });
});

describe('GET /api/market/sparklines', () => {
  it('answers each symbol’s session as closing prices in the order asked, thinned, with the quote’s baseline', async () => {
    const res = await get(marketApi.sparklines.path, '?symbols=msft,AAPL,EURUSD,msft');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=5');
    const lines = z.array(sparklineView).parse(res.body.data);
    expect(lines.map((l) => l.symbol)).toEqual(['MSFT', 'AAPL', 'EURUSD']);
    const quotes = (await get(marketApi.quotes.path, '?symbols=MSFT,AAPL,EURUSD')).body.data;
    for (const [i, line] of lines.entries()) {
      expect(line.prevClose).toBe(quotes[i].prevClose);
      expect(line.tradingDate).toBe(quotes[i].tradingDate);
      expect(line.closes.length).toBeGreaterThan(0);
      expect(line.closes.length).toBeLessThanOrEqual(SPARKLINE_MAX_POINTS);
    }
    // The points are the intraday chart's 1-minute closes (every n-th in a session longer than the limit).
    const chart = chartView.parse((await get(marketApi.chart.path, '?symbol=AAPL&period=intraday')).body.data);
    const closes = new Set(chart.bars.map((bar) => bar.close));
    const aapl = lines[1]!;
    for (const close of aapl.closes.slice(0, -1)) expect(closes.has(close)).toBe(true);
  });

  it('names unknown symbols in a field error, and refuses an empty or too long list', async () => {
    const unknown = await get(marketApi.sparklines.path, '?symbols=AAPL,FOO');
    expect(unknown.status).toBe(400);
    expect(unknown.body.data).toEqual([{ field: 'symbols', message: 'Unknown symbol: FOO' }]);
    const empty = await get(marketApi.sparklines.path, '?symbols=');
    expect(empty.status).toBe(400);
    expect(empty.body.data[0]).toEqual({ field: 'symbols', message: 'Please choose a symbol' });
    const many = Array.from({ length: MAX_SPARKLINES_PER_REQUEST + 1 }, (_, i) => `S${i}`).join(',');
    const tooMany = await get(marketApi.sparklines.path, `?symbols=${many}`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.data[0].field).toBe('symbols');
  });
});

describe('thinToLast', () => {
  it('keeps short lines whole and thins long ones evenly, always ending with the newest', () => {
    expect(thinToLast([1, 2, 3], 5)).toEqual([1, 2, 3]);
    expect(thinToLast([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([1, 4, 7]);
    expect(thinToLast([1, 2, 3, 4, 5, 6, 7, 8], 3)).toEqual([2, 5, 8]);
    const long = Array.from({ length: 288 }, (_, i) => i);
    const thin = thinToLast(long, 96);
    expect(thin).toHaveLength(96);
    expect(thin.at(-1)).toBe(287);
  });
});

describe('GET /api/market/rankings', () => {
  it('orders gainers and losers by change percent', async () => {
    const gainers = (await get(marketApi.rankings.path, '?kind=gainers&limit=50')).body.data;
    const changes = gainers.map((r: { quote: { changePercent: string } }) => Number(r.quote.changePercent));
    expect(changes).toEqual([...changes].sort((a, b) => b - a));
    const losers = (await get(marketApi.rankings.path, '?kind=losers&limit=50')).body.data;
    const down = losers.map((r: { quote: { changePercent: string } }) => Number(r.quote.changePercent));
    expect(down).toEqual([...down].sort((a, b) => a - b));
    expect(gainers).toHaveLength(50);
  });

  it('orders most active by volume, without indices, and honours class and exchange', async () => {
    const active = (await get(marketApi.rankings.path, '?kind=active&limit=50')).body.data;
    const volumes = active.map((r: { quote: { volume: number } }) => r.quote.volume);
    expect(volumes).toEqual([...volumes].sort((a, b) => b - a));
    expect(active.some((r: { instrument: { class: string } }) => r.instrument.class === 'index')).toBe(false);
    const nasdaq = (await get(marketApi.rankings.path, '?kind=gainers&class=stock&exchange=NASDAQ&limit=10')).body.data;
    expect(nasdaq).toHaveLength(10);
    for (const row of nasdaq) expect(row.instrument).toMatchObject({ class: 'stock', exchange: 'NASDAQ' });
  });

  it('refuses an unknown kind', async () => {
    const res = await get(marketApi.rankings.path, '?kind=hottest');
    expect(res.status).toBe(400);
    expect(res.body.data[0].field).toBe('kind');
  });
});

describe('GET /api/market/related', () => {
  it('lists the other expiries of a future’s root', async () => {
    const futures = (await get(marketApi.instruments.path, '?class=future&q=ES&pageSize=200')).body.data.rows;
    const es = futures.filter((r: { instrument: { root: string } }) => r.instrument.root === 'ES');
    expect(es.length).toBeGreaterThanOrEqual(2);
    const symbol = es[0].instrument.symbol;
    const related = (await get(marketApi.related.path, `?symbol=${symbol}`)).body.data;
    expect(related.map((r: { instrument: { symbol: string } }) => r.instrument.symbol).sort()).toEqual(
      es
        .map((r: { instrument: { symbol: string } }) => r.instrument.symbol)
        .filter((s: string) => s !== symbol)
        .sort(),
    );
  });

  it('is empty for other classes and 404 for unknown symbols', async () => {
    expect((await get(marketApi.related.path, '?symbol=AAPL')).body.data).toEqual([]);
    expect((await get(marketApi.related.path, '?symbol=NOPE')).status).toBe(404);
  });
});
