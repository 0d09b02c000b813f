import { CHART_PERIOD_BARS, CHART_PERIODS, chartView, type Instrument } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './catalogue.ts';
import { MarketModel } from './model.ts';

// Wednesday 11 March 2026, 11:00:30 New York: 90 minutes and 30 seconds into the US session.
const NOW = Date.parse('2026-03-11T15:00:30Z');
const catalogue = buildCatalogue(NOW);
const bySymbol = (symbol: string): Instrument => {
  const found = catalogue.find((instrument) => instrument.symbol === symbol);
  if (!found) throw new Error(`missing ${symbol}`);
  return found;
};

describe('chart periods', () => {
  const model = new MarketModel({ seed: 'charts' });

  it('draw each period with its interval over its trading days', () => {
    const counts = Object.fromEntries(
      CHART_PERIODS.map((period) => {
        const chart = model.chartFor(bySymbol('AAPL'), period, NOW);
        expect(chartView.safeParse(chart).success).toBe(true);
        expect(chart.interval).toBe(CHART_PERIOD_BARS[period].interval);
        return [period, chart.bars.length];
      }),
    );
    // Today: 90 finished minutes and the 91st under way; 1D is daily candles over half a year, today's under way.
    // A US session is 13 half-hours, or 6 hours and a half-hour; a month is 21 sessions and today.
    expect(counts).toEqual({ intraday: 91, '1D': 130, '1W': 4 * 13 + 4, '1M': 21 * 7 + 2, '3M': 65, '1Y': 260 });
  });

  it('never draw intraday and 1D alike: minutes of today against a daily candle per session', () => {
    const intraday = model.chartFor(bySymbol('AAPL'), 'intraday', NOW);
    const daily = model.chartFor(bySymbol('AAPL'), '1D', NOW);
    expect(new Set(intraday.bars.map((bar) => new Date(bar.time).toISOString().slice(0, 10)))).toEqual(
      new Set(['2026-03-11']),
    );
    expect(daily.interval).toBe('1d');
    expect(new Date(daily.bars.at(-1)?.time ?? 0).toISOString()).toBe('2026-03-11T00:00:00.000Z');
    // Today's candle is the session so far: it opens on the first minute and closes on the last one.
    expect(daily.bars.at(-1)?.open).toBe(intraday.bars[0]?.open);
    expect(daily.bars.at(-1)?.close).toBe(intraday.bars.at(-1)?.close);
  });

  it('say which trading day live quotes fall in, with its segments, for placing ticks in bars', () => {
    for (const period of CHART_PERIODS) {
      const chart = model.chartFor(bySymbol('AAPL'), period, NOW);
      expect(chart.session, period).toEqual({
        tradingDate: '2026-03-11',
        segments: [
          { start: Date.parse('2026-03-11T13:30:00Z'), end: Date.parse('2026-03-11T20:00:00Z'), offHours: false },
        ],
      });
    }
    const shanghai = catalogue.find((instrument) => instrument.sessionId === 'shanghai');
    if (!shanghai) throw new Error('no Shanghai instrument');
    expect(model.chartFor(shanghai, '1W', NOW).session.segments).toHaveLength(2);
  });

  it('show the latest session when the market is shut', () => {
    const sunday = Date.parse('2026-03-15T12:00:00Z');
    const chart = model.chartFor(bySymbol('AAPL'), 'intraday', sunday);
    expect(chart.bars).toHaveLength(390);
    expect(new Date(chart.bars[0]?.time ?? 0).toISOString()).toBe('2026-03-13T13:30:00.000Z');
  });
});

describe('the always-open sandbox', () => {
  const sandbox = new MarketModel({ seed: 'sandbox', alwaysOpen: true });
  const normal = new MarketModel({ seed: 'sandbox' });
  const friday = Date.parse('2026-03-13T12:00:00Z');
  const fridayClose = Date.parse('2026-03-13T20:00:00Z');
  const mondayClose = Date.parse('2026-03-16T20:00:00Z');

  it('trades through the weekend on one continuous, consistent path', () => {
    for (const symbol of ['AAPL', 'EURUSD', 'N225']) {
      const minutes = sandbox.tickBarsFor(bySymbol(symbol), '1m', friday, mondayClose);
      const saturday = minutes.filter((bar) => new Date(bar.time).getUTCDay() === 6);
      expect(saturday.length, symbol).toBe(1_440);
      const broken = minutes.filter((bar, index) => {
        const previous = minutes[index - 1];
        // Each minute opens where the one before closed, across the weekend and the overnight gap.
        const continuous = !previous || bar.open === previous.close;
        return (
          !continuous ||
          bar.low <= 0 ||
          bar.low > Math.min(bar.open, bar.close) ||
          bar.high < Math.max(bar.open, bar.close)
        );
      });
      expect(broken, symbol).toEqual([]);
    }
  });

  it('makes Monday’s trading day run from Friday’s close, its daily bar the aggregate of those minutes', () => {
    const instrument = bySymbol('AAPL');
    const monday = sandbox.tickBarsFor(instrument, '1d', friday, mondayClose).at(-1);
    const minutes = sandbox.tickBarsFor(instrument, '1m', fridayClose, mondayClose);
    expect(minutes).toHaveLength((mondayClose - fridayClose) / 60_000);
    expect(monday).toEqual({
      time: Date.parse('2026-03-16T00:00:00Z'),
      open: minutes[0]?.open,
      high: Math.max(...minutes.map((bar) => bar.high)),
      low: Math.min(...minutes.map((bar) => bar.low)),
      close: minutes.at(-1)?.close,
      volume: minutes.reduce((sum, bar) => sum + bar.volume, 0),
    });
  });

  it('keeps the daily history to the exchange’s calendar while the weekend trades, and says the chart trades around the clock', () => {
    const instrument = bySymbol('AAPL');
    const saturday = Date.parse('2026-03-14T15:00:00Z');
    const weekdayOf = (time: number) => new Date(time).getUTCDay();
    for (const period of ['1D', '3M', '1Y'] as const) {
      const chart = sandbox.chartFor(instrument, period, saturday);
      // Saturday's trading already counts toward Monday's bar, which has no bar before Monday's session opens.
      expect(chart.bars.at(-1)?.time, period).toBe(Date.parse('2026-03-13T00:00:00Z'));
      expect(
        chart.bars.filter((bar) => [0, 6].includes(weekdayOf(bar.time))),
        period,
      ).toEqual([]);
      expect(chart.bars, period).toHaveLength(CHART_PERIOD_BARS[period].tradingDays);
      expect(chart.aroundTheClock, period).toBe(true);
      // The same history as the exchange's own sessions would give, bar for bar but for the bridged nights.
      expect(chart.bars.map((bar) => bar.time)).toEqual(
        normal.chartFor(instrument, period, saturday).bars.map((bar) => bar.time),
      );
    }
    // The day's intraday chart shows the weekend's trading, and says why.
    const today = sandbox.chartFor(instrument, 'intraday', saturday);
    expect(today.bars.some((bar) => weekdayOf(bar.time) === 6)).toBe(true);
    expect(today.aroundTheClock).toBe(true);
    expect(normal.chartFor(instrument, 'intraday', saturday).aroundTheClock).toBe(false);
    // The day in progress is Monday's, begun at Friday's close with the off-hours bridge before Monday's open.
    expect(today.session).toEqual({
      tradingDate: '2026-03-16',
      segments: [
        { start: fridayClose, end: Date.parse('2026-03-16T13:30:00Z'), offHours: true },
        { start: Date.parse('2026-03-16T13:30:00Z'), end: mondayClose, offHours: false },
      ],
    });
    // Once Monday's session opens, Monday has its bar: everything traded since Friday's close.
    const mondayOpen = Date.parse('2026-03-16T13:31:00Z');
    const monday = sandbox.chartFor(instrument, '3M', mondayOpen).bars.at(-1);
    expect(monday?.time).toBe(Date.parse('2026-03-16T00:00:00Z'));
    expect(monday?.close).toBe(sandbox.quoteAt(instrument, mondayOpen).last);
  });

  it('leaves the regular sessions exactly as they are without it', () => {
    for (const symbol of ['AAPL', 'EURUSD', 'N225']) {
      const instrument = bySymbol(symbol);
      const regular = normal.barsFor(instrument, '5m', friday, mondayClose);
      const starts = new Set(regular.map((bar) => bar.time));
      const same = sandbox.barsFor(instrument, '5m', friday, mondayClose).filter((bar) => starts.has(bar.time));
      expect(same, symbol).toEqual(regular);
      expect(regular.length, symbol).toBeGreaterThanOrEqual(66);
    }
  });
});
