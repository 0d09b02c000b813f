import { type Instrument, quoteView } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import type { TickBar } from './instrument-model.ts';
import { deriveQuote, type QuoteBasis } from './quote.ts';
import { parseTickSize } from './ticks.ts';

const stock: Instrument = {
  symbol: 'TEST',
  name: 'Test Corp.',
  class: 'stock',
  exchange: 'NYSE',
  currency: 'USD',
  tickSize: '0.01',
  lotSize: 1,
  multiplier: 1,
  sessionId: 'us-equities',
  tradable: true,
  sector: 'Industrials',
  sharesOutstanding: 1_000_000,
};
const future: Instrument = {
  symbol: 'ESM26',
  name: 'E-mini S&P 500 2026-06',
  class: 'future',
  exchange: 'CME',
  currency: 'USD',
  tickSize: '0.25',
  lotSize: 1,
  multiplier: 50,
  sessionId: 'futures',
  tradable: true,
  group: 'index',
  root: 'ES',
  underlying: 'S&P 500',
  contractMonth: '2026-06',
  lastTradingDate: '2026-06-19',
  expiry: '2026-06-19',
};
const bar = (open: number, high: number, low: number, close: number, volume = 1_000): TickBar => ({
  time: 0,
  open,
  high,
  low,
  close,
  volume,
});
const basis = (instrument: Instrument, today: TickBar, history: TickBar[]): QuoteBasis => ({
  instrument,
  tick: parseTickSize(instrument.tickSize),
  time: Date.parse('2026-03-11T15:00:30Z'),
  tradingDate: '2026-03-11',
  status: 'open',
  today,
  history,
  book: null,
  futures: null,
});

// Three finished sessions in ticks of 0.01: the 52-week high (110.00) is in the second, the low (95.00) in the third.
const HISTORY = [
  bar(10_000, 10_500, 9_800, 10_200),
  bar(10_200, 11_000, 10_100, 10_800),
  bar(10_800, 10_900, 9_500, 10_000),
];

describe('derived quote figures', () => {
  it('computes a stock’s figures from its bars, to the cent', () => {
    const quote = deriveQuote(basis(stock, bar(10_050, 10_300, 9_900, 10_125, 12_345), HISTORY));
    expect(quote).toMatchObject({
      last: '101.25',
      prevClose: '100.00',
      change: '1.25',
      changePercent: '1.25',
      open: '100.50',
      high: '103.00',
      low: '99.00',
      // (103.00 − 99.00) / 100.00
      amplitude: '4.00',
      high52w: '110.00',
      low52w: '95.00',
      volume: 12_345,
      // 1,000,000 shares × 101.25
      marketCap: '101250000.00',
      bid: null,
      openInterest: null,
      priorSettle: null,
      simulated: true,
    });
    expect(quoteView.safeParse(quote).success).toBe(true);
  });

  it('takes a new 52-week high or low from the session itself', () => {
    const quote = deriveQuote(basis(stock, bar(10_000, 11_500, 9_000, 11_400), HISTORY));
    expect(quote.high52w).toBe('115.00');
    expect(quote.low52w).toBe('90.00');
    expect(quote.change).toBe('14.00');
    expect(quote.changePercent).toBe('14.00');
  });

  it('rounds percentages to two decimals, half away from zero', () => {
    const history = [bar(30_000, 30_000, 30_000, 30_000)];
    // +1.00 on 300.00 is 0.3333… %; a range of 3.00 is 1 %.
    const up = deriveQuote(basis(stock, bar(30_000, 30_200, 29_900, 30_100), history));
    expect([up.change, up.changePercent, up.amplitude]).toEqual(['1.00', '0.33', '1.00']);
    // −2.00 on 300.00 is −0.6666… %.
    const down = deriveQuote(basis(stock, bar(30_000, 30_000, 29_800, 29_800), history));
    expect([down.change, down.changePercent, down.amplitude]).toEqual(['-2.00', '-0.67', '0.67']);
  });

  it('gives a future its prior settle, open interest and dates, in quarter points', () => {
    const today = bar(21_000, 21_040, 20_950, 20_990, 1_500_000);
    const quote = deriveQuote({
      ...basis(future, today, [bar(20_900, 21_100, 20_800, 21_000)]),
      book: { bid: 20_990, ask: 20_991, bidSize: 12, askSize: 7 },
      futures: { openInterest: 123_456, openInterestChange: -789, expiry: '2026-06-19', lastTradingDate: '2026-06-19' },
    });
    expect(quote).toMatchObject({
      last: '5247.50',
      prevClose: '5250.00',
      priorSettle: '5250.00',
      change: '-2.50',
      // −2.50 / 5250.00 = −0.0476… %
      changePercent: '-0.05',
      // 22.50 / 5250.00 = 0.4285… %
      amplitude: '0.43',
      bid: '5247.50',
      ask: '5247.75',
      bidSize: 12,
      askSize: 7,
      openInterest: 123_456,
      openInterestChange: -789,
      expiry: '2026-06-19',
      lastTradingDate: '2026-06-19',
      marketCap: null,
    });
    expect(quoteView.safeParse(quote).success).toBe(true);
  });

  it('uses the open as the previous close on the first day of the calendar', () => {
    const quote = deriveQuote(basis(stock, bar(5_000, 5_100, 4_900, 5_050), []));
    expect([quote.prevClose, quote.change, quote.changePercent]).toEqual(['50.00', '0.50', '1.00']);
  });
});
