import type { Bar, BarInterval, Instrument } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './catalogue.ts';
import { MarketModel } from './model.ts';
import { parseTickSize, parseTicks } from './ticks.ts';

// Mid-minute on a Wednesday: New York 11:00:30, Tokyo after its close, futures and forex mid-session.
const NOW = Date.parse('2026-03-11T15:00:30.500Z');
const DAY = 86_400_000;
const catalogue = buildCatalogue(NOW);
const bySymbol = (symbol: string) => {
  const found = catalogue.find((instrument) => instrument.symbol === symbol);
  if (!found) throw new Error(`missing ${symbol}`);
  return found;
};
const frontMonth = (root: string) => {
  const found = catalogue.find((instrument) => instrument.class === 'future' && instrument.root === root);
  if (!found) throw new Error(`missing ${root}`);
  return found;
};
/** Two or more of every class, including a penny stock, a lunch break and prices of three to five decimals. */
const SAMPLE: Instrument[] = [
  bySymbol('AAPL'),
  bySymbol('URG'),
  bySymbol('N225'),
  bySymbol('SPX'),
  frontMonth('ES'),
  frontMonth('NG'),
  frontMonth('HG'),
  bySymbol('EURUSD'),
  bySymbol('USDJPY'),
  bySymbol('XAUUSD'),
  bySymbol('XAGUSD'),
];
const RANGES: Array<[BarInterval, number]> = [
  ['1m', 3 * DAY],
  ['5m', 7 * DAY],
  ['30m', 7 * DAY],
  ['1h', 30 * DAY],
  ['1d', 400 * DAY],
];

describe('determinism', () => {
  it('gives the same history for the same seed, in separate models', () => {
    const first = new MarketModel({ seed: 'alpha' });
    const second = new MarketModel({ seed: 'alpha' });
    for (const instrument of SAMPLE) {
      expect(second.barsFor(instrument, '1m', NOW - DAY, NOW)).toEqual(first.barsFor(instrument, '1m', NOW - DAY, NOW));
      expect(second.barsFor(instrument, '1d', NOW - 90 * DAY, NOW)).toEqual(
        first.barsFor(instrument, '1d', NOW - 90 * DAY, NOW),
      );
      expect(second.quoteAt(instrument, NOW)).toEqual(first.quoteAt(instrument, NOW));
    }
  });

  it('gives a different history for a different seed', () => {
    const alpha = new MarketModel({ seed: 'alpha' });
    const beta = new MarketModel({ seed: 'beta' });
    for (const instrument of SAMPLE) {
      const closes = (model: MarketModel) =>
        model.barsFor(instrument, '1d', NOW - 30 * DAY, NOW).map((bar) => bar.close);
      expect(closes(beta)).not.toEqual(closes(alpha));
    }
  });

  it('does not depend on the order in which things are asked', () => {
    const forwards = new MarketModel({ seed: 'alpha' });
    const backwards = new MarketModel({ seed: 'alpha' });
    const instrument = bySymbol('AAPL');
    const early = forwards.barsFor(instrument, '5m', NOW - 20 * DAY, NOW - 19 * DAY);
    forwards.barsFor(instrument, '1d', NOW - 300 * DAY, NOW);
    backwards.barsFor(instrument, '1h', NOW - 25 * DAY, NOW);
    expect(backwards.barsFor(instrument, '5m', NOW - 20 * DAY, NOW - 19 * DAY)).toEqual(early);
  });
});

describe('bars of every class', () => {
  const model = new MarketModel({ seed: 'bars' });

  it('keep low <= open, close <= high, positive prices, whole ticks and whole volumes', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const instrument of SAMPLE) {
      const tick = parseTickSize(instrument.tickSize);
      for (const [interval, span] of RANGES) {
        const bars = model.barsFor(instrument, interval, NOW - span, NOW);
        if (bars.length === 0) problems.push(`${instrument.symbol} ${interval}: no bars`);
        for (const bar of bars) {
          const prices = [bar.open, bar.high, bar.low, bar.close];
          const where = `${instrument.symbol} ${interval} ${new Date(bar.time).toISOString()} ${prices.join(' ')}`;
          // parseTicks refuses a price that is not a whole number of ticks.
          const [open, high, low, close] = prices.map((price) => parseTicks(price, tick)) as [
            number,
            number,
            number,
            number,
          ];
          if (prices.some((price) => (price.split('.')[1]?.length ?? 0) !== tick.decimals))
            problems.push(`decimals ${where}`);
          if (low <= 0) problems.push(`non-positive ${where}`);
          if (low > Math.min(open, close) || high < Math.max(open, close)) problems.push(`OHLC ${where}`);
          if (!Number.isInteger(bar.volume) || bar.volume < 0) problems.push(`volume ${where}`);
          checked += 1;
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(20_000);
  });

  it('agree across intervals: every bar is the aggregate of its minutes', () => {
    for (const instrument of SAMPLE) {
      const tick = parseTickSize(instrument.tickSize);
      const inTicks = (bar: Bar) => ({
        time: bar.time,
        open: parseTicks(bar.open, tick),
        high: parseTicks(bar.high, tick),
        low: parseTicks(bar.low, tick),
        close: parseTicks(bar.close, tick),
        volume: bar.volume,
      });
      const minutes = model.barsFor(instrument, '1m', NOW - 3 * DAY, NOW).map(inTicks);
      const startOf = new Map(minutes.map((minute, index) => [minute.time, index]));
      for (const [interval, width] of [
        ['5m', 5],
        ['30m', 30],
        ['1h', 60],
      ] as const) {
        for (const bar of model.barsFor(instrument, interval, NOW - 2 * DAY, NOW).map(inTicks)) {
          const first = startOf.get(bar.time);
          if (first === undefined) continue;
          // Its minutes: from its start, while inside its width (a segment's last bar may be shorter).
          const inside = minutes
            .slice(first, first + width)
            .filter((minute) => minute.time < bar.time + width * 60_000);
          const aggregate = {
            time: bar.time,
            open: inside[0]?.open,
            high: Math.max(...inside.map((minute) => minute.high)),
            low: Math.min(...inside.map((minute) => minute.low)),
            close: inside.at(-1)?.close,
            volume: inside.reduce((sum, minute) => sum + minute.volume, 0),
          };
          expect(bar, `${instrument.symbol} ${interval}`).toEqual(aggregate);
        }
      }
      // Today's daily bar, as of now, is the quote's session so far.
      const today = model.barsFor(instrument, '1d', NOW - 2 * DAY, NOW).at(-1);
      const quote = model.quoteAt(instrument, NOW);
      expect(today).toMatchObject({ open: quote.open, high: quote.high, low: quote.low, close: quote.last });
      expect(today?.volume).toBe(quote.volume);
    }
  });

  it('never give a daily bar that disagrees with its day’s minutes, finished or seen half-way', () => {
    const instrument = frontMonth('CL');
    const ticks = (price: string) => parseTicks(price, parseTickSize(instrument.tickSize));
    // Ends on Monday 9 March, 11:00 New York: the last day is seen as it stood then.
    const to = NOW - 2 * DAY;
    const days = model.barsFor(instrument, '1d', NOW - 10 * DAY, to);
    expect(days.length).toBe(6);
    for (const day of days) {
      const minutes = model.barsFor(instrument, '1m', day.time - DAY, Math.min(day.time + DAY, to));
      // The session of trading date D runs from 18:00 New York on D − 1 to 17:00 on D: within [D − 2 h, D + 22 h) UTC.
      const session = minutes.filter(
        (minute) => minute.time >= day.time - 2 * 3_600_000 && minute.time < day.time + 22 * 3_600_000,
      );
      expect(ticks(day.open)).toBe(ticks(session[0]?.open ?? ''));
      expect(ticks(day.close)).toBe(ticks(session.at(-1)?.close ?? ''));
      expect(ticks(day.high)).toBe(Math.max(...session.map((minute) => ticks(minute.high))));
      expect(ticks(day.low)).toBe(Math.min(...session.map((minute) => ticks(minute.low))));
      expect(day.volume).toBe(session.reduce((sum, minute) => sum + minute.volume, 0));
    }
  });
});

describe('quotes', () => {
  const model = new MarketModel({ seed: 'quotes' });

  it('are the session so far: the last minute bar as of now closes at the last price', () => {
    for (const instrument of SAMPLE) {
      const quote = model.quoteAt(instrument, NOW);
      const lastBar = model.barsFor(instrument, '1m', NOW - DAY, NOW).at(-1);
      expect(quote.last).toBe(lastBar?.close);
      expect(quote.simulated).toBe(true);
    }
  });

  it('carry a book around the last price for everything but indices', () => {
    for (const instrument of SAMPLE) {
      const quote = model.quoteAt(instrument, NOW);
      if (instrument.class === 'index') {
        expect(quote.bid).toBeNull();
        continue;
      }
      const tick = parseTickSize(instrument.tickSize);
      const [bid, last, ask] = [quote.bid ?? '', quote.last, quote.ask ?? ''].map((price) => parseTicks(price, tick));
      expect(bid).toBeLessThanOrEqual(last ?? 0);
      expect(ask).toBeGreaterThan(bid ?? 0);
      expect(ask).toBeGreaterThanOrEqual(last ?? 0);
      expect(quote.bidSize).toBeGreaterThan(0);
    }
  });

  it('give futures open interest, prior settle and dates; other classes none', () => {
    const future = frontMonth('ES');
    const quote = model.quoteAt(future, NOW);
    expect(quote.openInterest).toBeGreaterThan(0);
    expect(quote.priorSettle).toBe(quote.prevClose);
    expect(quote.expiry).toBe(future.class === 'future' ? future.expiry : '');
    expect(model.quoteAt(bySymbol('AAPL'), NOW).openInterest).toBeNull();
  });
});
