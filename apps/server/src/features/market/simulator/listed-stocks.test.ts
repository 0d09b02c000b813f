import { type Bar, instrumentView, quoteView } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import type { ListedStock } from './listed-stocks.ts';
import { createSimulator } from './simulator.ts';

// Wednesday 11 March 2026; New York is on daylight time (UTC−4), so its midnight is 04:00 UTC and its open 13:30 UTC.
const NEWCO: ListedStock = {
  symbol: 'NEWCO',
  name: 'Newco Holdings, Inc.',
  exchange: 'NASDAQ',
  sector: 'Technology',
  sharesOutstanding: 50_000_000,
  basePrice: 18.5,
  listingDate: '2026-03-11',
};
const LISTED_AT = Date.parse('2026-03-11T04:00:00Z');
const at = (iso: string) => Date.parse(iso);
const high = (bars: Bar[]) => Math.max(...bars.map((bar) => Number(bar.high)));
const low = (bars: Bar[]) => Math.min(...bars.map((bar) => Number(bar.low)));

describe.each([false, true])('a stock listed after the catalogue (always open: %s)', (alwaysOpen) => {
  const simulator = createSimulator({ seed: 'listings', alwaysOpen, listings: [NEWCO] });

  it('is not in the catalogue before its listing date (New York), and is a tradable US stock from then on', () => {
    const eve = LISTED_AT - 1;
    expect(simulator.instrument('NEWCO', eve)).toBeUndefined();
    expect(simulator.instruments(eve).some((instrument) => instrument.symbol === 'NEWCO')).toBe(false);
    expect(simulator.quote('NEWCO', eve)).toBeUndefined();
    expect(simulator.chart('NEWCO', '1D', eve)).toBeUndefined();
    expect(simulator.bars('NEWCO', '1d', eve - 30 * 86_400_000, eve)).toBeUndefined();

    const listed = simulator.instrument('NEWCO', LISTED_AT);
    expect(instrumentView.parse(listed)).toEqual({
      symbol: 'NEWCO',
      name: 'Newco Holdings, Inc.',
      class: 'stock',
      exchange: 'NASDAQ',
      sector: 'Technology',
      sharesOutstanding: 50_000_000,
      currency: 'USD',
      tickSize: '0.01',
      lotSize: 1,
      multiplier: 1,
      sessionId: 'us-equities',
      tradable: true,
    });
    // Listed with the stocks, before the indices.
    const symbols = simulator.instruments(LISTED_AT).map((instrument) => instrument.symbol);
    expect(symbols.indexOf('NEWCO')).toBe(symbols.indexOf('SPX') - 1);
  });

  it('opens its first day at the listing price, which is also the previous close, with no history before', () => {
    const quote = quoteView.parse(simulator.quote('NEWCO', at('2026-03-11T15:00:00Z')));
    expect(quote).toMatchObject({ tradingDate: '2026-03-11', status: 'open', open: '18.50', prevClose: '18.50' });
    expect(quote.last).not.toBe('18.50');
    expect(Number(quote.change)).toBeCloseTo(Number(quote.last) - 18.5, 2);
    // The 52 weeks hold this session only.
    expect(quote.high52w).toBe(quote.high);
    expect(quote.low52w).toBe(quote.low);
    expect(quote.marketCap).toBe((50_000_000 * Number(quote.last)).toFixed(2));
  });

  it('stands at the listing price before its first session', () => {
    const quote = quoteView.parse(simulator.quote('NEWCO', at('2026-03-11T12:00:00Z')));
    expect(quote).toMatchObject({ tradingDate: '2026-03-11', open: '18.50', prevClose: '18.50' });
    if (!alwaysOpen) {
      expect(quote).toMatchObject({ status: 'closed', last: '18.50', volume: 0, high52w: '18.50', low52w: '18.50' });
      expect(quote.time).toBeLessThanOrEqual(at('2026-03-11T12:00:00Z'));
    }
    expect(simulator.chart('NEWCO', '1Y', at('2026-03-11T12:00:00Z'))?.bars).toEqual([]);
  });

  it('has bars, chart points and 52-week figures from its listing date only', () => {
    const now = at('2026-03-20T18:00:00Z');
    const year = simulator.chart('NEWCO', '1Y', now)?.bars ?? [];
    expect(year.map((bar) => new Date(bar.time).toISOString().slice(0, 10))).toEqual([
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-16',
      '2026-03-17',
      '2026-03-18',
      '2026-03-19',
      '2026-03-20',
    ]);
    expect(year[0]?.open).toBe('18.50');
    expect(simulator.bars('NEWCO', '1d', at('2025-01-01T00:00:00Z'), now)).toEqual(year);
    for (const period of ['intraday', '1W', '1M'] as const) {
      const bars = simulator.chart('NEWCO', period, now)?.bars ?? [];
      expect(bars.length, period).toBeGreaterThan(0);
      for (const bar of bars) expect(bar.time, period).toBeGreaterThanOrEqual(LISTED_AT);
    }
    // The daily candles (1D) are the year's bars from the listing date on.
    expect(simulator.chart('NEWCO', '1D', now)?.bars).toEqual(year);
    const firstDay = simulator.chart('NEWCO', 'intraday', at('2026-03-11T15:00:00Z'))?.bars ?? [];
    expect(firstDay[0]?.open).toBe('18.50');
    for (const bar of firstDay) expect(bar.time).toBeGreaterThanOrEqual(LISTED_AT);

    const quote = quoteView.parse(simulator.quote('NEWCO', now));
    expect(Number(quote.high52w)).toBe(high(year));
    expect(Number(quote.low52w)).toBe(low(year));
    expect(quote.prevClose).toBe(year.at(-2)?.close);
    const secondDay = quoteView.parse(simulator.quote('NEWCO', at('2026-03-12T15:00:00Z')));
    expect(secondDay.prevClose).toBe(year[0]?.close);
  });
});

describe('listings and the rest of the market', () => {
  const time = at('2026-03-18T15:00:00Z');

  it('streams its quote with the others', () => {
    const ticker = createSimulator({ seed: 'listings', listings: [NEWCO] });
    expect(ticker.tick(time).find((quote) => quote.symbol === 'NEWCO')).toEqual(ticker.quote('NEWCO', time));
  });

  it('lists a stock dated tomorrow from tomorrow, not today', () => {
    const simulator = createSimulator({ seed: 'listings', listings: [{ ...NEWCO, listingDate: '2026-03-19' }] });
    expect(simulator.instrument('NEWCO', time)).toBeUndefined();
    expect(simulator.quote('NEWCO', time)).toBeUndefined();
    expect(simulator.instrument('NEWCO', at('2026-03-19T04:00:00Z'))).toBeDefined();
  });

  it('lists on a weekend date from that date, trading from the Monday', () => {
    const simulator = createSimulator({ seed: 'listings', listings: [{ ...NEWCO, listingDate: '2026-03-14' }] });
    expect(simulator.instrument('NEWCO', at('2026-03-14T03:59:59Z'))).toBeUndefined();
    const saturday = simulator.quote('NEWCO', at('2026-03-14T16:00:00Z'));
    expect(saturday).toMatchObject({ tradingDate: '2026-03-16', status: 'closed', last: '18.50', prevClose: '18.50' });
    const monday = simulator.chart('NEWCO', '1Y', at('2026-03-17T21:00:00Z'))?.bars ?? [];
    expect(monday.map((bar) => new Date(bar.time).toISOString().slice(0, 10))).toEqual(['2026-03-16', '2026-03-17']);
  });

  it('gives the same prices for the same seed and symbol, and others for another seed or symbol', () => {
    const one = createSimulator({ seed: 'listings', listings: [NEWCO] });
    const two = createSimulator({ seed: 'listings', listings: [NEWCO] });
    expect(two.quote('NEWCO', time)).toEqual(one.quote('NEWCO', time));
    expect(two.chart('NEWCO', '1W', time)).toEqual(one.chart('NEWCO', '1W', time));
    const otherSeed = createSimulator({ seed: 'other', listings: [NEWCO] });
    expect(otherSeed.chart('NEWCO', '1W', time)?.bars).not.toEqual(one.chart('NEWCO', '1W', time)?.bars);
    const twin = createSimulator({ seed: 'listings', listings: [NEWCO, { ...NEWCO, symbol: 'TWIN' }] });
    expect(twin.quote('NEWCO', time)).toEqual(one.quote('NEWCO', time));
    expect(twin.chart('TWIN', '1W', time)?.bars).not.toEqual(one.chart('NEWCO', '1W', time)?.bars);
  });

  it('leaves the built-in catalogue and its prices as they are, and ignores a listing of a built-in symbol', () => {
    const plain = createSimulator({ seed: 'listings' });
    const listed = createSimulator({
      seed: 'listings',
      listings: [NEWCO, { ...NEWCO, symbol: 'AAPL', basePrice: 1, listingDate: '2026-03-18' }],
    });
    expect(listed.instruments(time).filter((instrument) => instrument.symbol !== 'NEWCO')).toEqual(
      plain.instruments(time),
    );
    for (const symbol of ['AAPL', 'MSFT', 'SPX', 'EURUSD', 'XAUUSD']) {
      expect(listed.quote(symbol, time), symbol).toEqual(plain.quote(symbol, time));
      expect(listed.chart(symbol, '1W', time), symbol).toEqual(plain.chart(symbol, '1W', time));
    }
  });

  it('moves a listing to its new date and price when the listings are replaced', () => {
    const simulator = createSimulator({ seed: 'listings', listings: [{ ...NEWCO, listingDate: '2026-03-25' }] });
    expect(simulator.quote('NEWCO', time)).toBeUndefined();
    simulator.setListings([{ ...NEWCO, basePrice: 21.05, listingDate: '2026-03-18' }]);
    expect(simulator.quote('NEWCO', time)).toMatchObject({
      tradingDate: '2026-03-18',
      prevClose: '21.05',
      open: '21.05',
    });
    simulator.setListings([]);
    expect(simulator.instrument('NEWCO', time)).toBeUndefined();
  });
});
