import type { Bar, ChartSession } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { applyTick, nextBar, type Tick } from './live-bars.ts';

const at = (iso: string) => Date.parse(iso);

// A New York session: Wednesday 11 March 2026, 9:30 to 16:00 (13:30 to 20:00 UTC).
const NEW_YORK: ChartSession = {
  tradingDate: '2026-03-11',
  segments: [{ start: at('2026-03-11T13:30:00Z'), end: at('2026-03-11T20:00:00Z'), offHours: false }],
};
// The always-open sandbox's Monday: the off-hours bridge from Friday's close, then the regular session.
const SANDBOX_MONDAY: ChartSession = {
  tradingDate: '2026-03-16',
  segments: [
    { start: at('2026-03-13T20:00:00Z'), end: at('2026-03-16T13:30:00Z'), offHours: true },
    { start: at('2026-03-16T13:30:00Z'), end: at('2026-03-16T20:00:00Z'), offHours: false },
  ],
};
// Shanghai: 9:30 to 11:30 and 13:00 to 15:00 (01:30–03:30 and 05:00–07:00 UTC).
const SHANGHAI: ChartSession = {
  tradingDate: '2026-03-11',
  segments: [
    { start: at('2026-03-11T01:30:00Z'), end: at('2026-03-11T03:30:00Z'), offHours: false },
    { start: at('2026-03-11T05:00:00Z'), end: at('2026-03-11T07:00:00Z'), offHours: false },
  ],
};

const bar = (time: number, open: string, high: string, low: string, close: string, volume = 100): Bar => ({
  time,
  open,
  high,
  low,
  close,
  volume,
});
const tick = (time: number, last: string, extra: Partial<Tick> = {}): Tick => ({
  time,
  tradingDate: '2026-03-11',
  last,
  open: '180.00',
  high: '190.00',
  low: '170.00',
  volume: 5_000,
  ...extra,
});

describe('a tick in a minute chart', () => {
  const last = bar(at('2026-03-11T15:00:00Z'), '187.25', '187.50', '187.00', '187.40');

  it('moves the minute in progress: close, a new high or low, and the units traded', () => {
    expect(nextBar(last, tick(at('2026-03-11T15:00:42Z'), '187.80'), '1m', NEW_YORK, 30)).toEqual({
      kind: 'update',
      bar: bar(last.time, '187.25', '187.80', '187.00', '187.80', 130),
    });
    expect(nextBar(last, tick(at('2026-03-11T15:00:59Z'), '186.5'), '1m', NEW_YORK, 0)).toEqual({
      kind: 'update',
      bar: bar(last.time, '187.25', '187.50', '186.5', '186.5', 100),
    });
  });

  it('compares prices as decimals, not as text (9.50 is below 10.00)', () => {
    const cheap = bar(last.time, '9.90', '10.00', '9.80', '9.95');
    const step = nextBar(cheap, tick(last.time + 1_000, '9.50'), '1m', NEW_YORK, 0);
    expect(step).toMatchObject({ kind: 'update', bar: { high: '10.00', low: '9.50' } });
  });

  it('starts a new bar when the next minute begins, at the price traded', () => {
    expect(nextBar(last, tick(at('2026-03-11T15:01:00Z'), '187.45'), '1m', NEW_YORK, 12)).toEqual({
      kind: 'new',
      bar: bar(at('2026-03-11T15:01:00Z'), '187.45', '187.45', '187.45', '187.45', 12),
    });
    // A quiet minute leaves no bar: the next tick starts its own minute, not the one skipped.
    expect(nextBar(last, tick(at('2026-03-11T15:02:10Z'), '187.45'), '1m', NEW_YORK, 0)).toMatchObject({
      kind: 'new',
      bar: { time: at('2026-03-11T15:02:00Z') },
    });
  });

  it('ignores a tick older than the last bar', () => {
    expect(nextBar(last, tick(at('2026-03-11T14:59:59Z'), '1.00'), '1m', NEW_YORK, 0)).toEqual({ kind: 'skip' });
  });
});

describe('a tick in 5-minute, 30-minute and hourly charts', () => {
  it('buckets from the segment’s open, so an hourly bar of a US stock runs 10:30 to 11:30', () => {
    const hour = bar(at('2026-03-11T14:30:00Z'), '187.00', '188.00', '186.00', '187.50');
    expect(nextBar(hour, tick(at('2026-03-11T15:29:59Z'), '188.25'), '1h', NEW_YORK, 5)).toMatchObject({
      kind: 'update',
      bar: { time: hour.time, high: '188.25', close: '188.25', volume: 105 },
    });
    expect(nextBar(hour, tick(at('2026-03-11T15:30:00Z'), '188.25'), '1h', NEW_YORK, 5)).toMatchObject({
      kind: 'new',
      bar: { time: at('2026-03-11T15:30:00Z') },
    });
    const five = bar(at('2026-03-11T15:05:00Z'), '1', '1', '1', '1');
    expect(nextBar(five, tick(at('2026-03-11T15:10:01Z'), '1'), '5m', NEW_YORK, 0)).toMatchObject({
      kind: 'new',
      bar: { time: at('2026-03-11T15:10:00Z') },
    });
  });

  it('starts the afternoon’s bar at the segment’s open after a break, never inside the break', () => {
    const morning = bar(at('2026-03-11T03:00:00Z'), '10.00', '10.10', '9.90', '10.05');
    expect(nextBar(morning, tick(at('2026-03-11T05:00:03Z'), '10.20'), '30m', SHANGHAI, 0)).toMatchObject({
      kind: 'new',
      bar: { time: at('2026-03-11T05:00:00Z') },
    });
    expect(nextBar(morning, tick(at('2026-03-11T04:00:00Z'), '10.20'), '30m', SHANGHAI, 0)).toEqual({ kind: 'skip' });
  });

  it('starts the regular session’s first bar at its open, though the sandbox’s off-hours bar before it was shorter', () => {
    // Off-hours hourly bars run from Friday 20:00 UTC; the one from Monday 13:00 is cut at the 13:30 open.
    const offHours = bar(at('2026-03-16T13:00:00Z'), '187.00', '187.00', '187.00', '187.00');
    const step = nextBar(
      offHours,
      tick(at('2026-03-16T13:45:00Z'), '187.10', { tradingDate: '2026-03-16' }),
      '1h',
      SANDBOX_MONDAY,
      0,
    );
    expect(step).toMatchObject({ kind: 'new', bar: { time: at('2026-03-16T13:30:00Z') } });
  });
});

describe('a tick in a daily chart (1D, 3M, 1Y)', () => {
  const today = bar(at('2026-03-11T00:00:00Z'), '180.00', '185.00', '175.00', '182.00', 4_000);

  it('makes today’s candle the day so far: the quote’s open, high, low and volume, closing at the last trade', () => {
    expect(nextBar(today, tick(at('2026-03-11T18:00:00Z'), '188.00'), '1d', NEW_YORK, 0)).toEqual({
      kind: 'update',
      bar: bar(today.time, '180.00', '190.00', '170.00', '188.00', 5_000),
    });
  });

  it('adds the day’s candle once its regular session opens, and not during the off-hours before it', () => {
    const friday = bar(at('2026-03-13T00:00:00Z'), '1', '1', '1', '1');
    const monday = { tradingDate: '2026-03-16' };
    expect(nextBar(friday, tick(at('2026-03-14T12:00:00Z'), '2', monday), '1d', SANDBOX_MONDAY, 0)).toEqual({
      kind: 'skip',
    });
    expect(nextBar(friday, tick(at('2026-03-16T13:30:01Z'), '2', monday), '1d', SANDBOX_MONDAY, 0)).toMatchObject({
      kind: 'new',
      bar: { time: at('2026-03-16T00:00:00Z'), close: '2' },
    });
  });
});

describe('a tick past the chart’s trading day', () => {
  const last = bar(at('2026-03-11T19:59:00Z'), '1', '1', '1', '1');

  it('asks for the chart afresh: the next day’s bars are the server’s to draw', () => {
    for (const interval of ['1m', '1h', '1d'] as const) {
      expect(
        nextBar(last, tick(at('2026-03-12T13:30:05Z'), '2', { tradingDate: '2026-03-12' }), interval, NEW_YORK, 0),
      ).toEqual({
        kind: 'refetch',
      });
    }
  });

  it('keeps a closed market’s last trade, stamped at the close, in the day’s last bar', () => {
    expect(nextBar(last, tick(at('2026-03-11T20:00:00Z'), '1.5'), '1m', NEW_YORK, 0)).toMatchObject({
      kind: 'update',
      bar: { time: last.time, close: '1.5' },
    });
  });
});

describe('applyTick', () => {
  const session = NEW_YORK;
  const yesterday = bar(at('2026-03-10T19:30:00Z'), '1.00', '1.00', '1.00', '1.00', 999);
  const bars = [
    yesterday,
    bar(at('2026-03-11T13:30:00Z'), '1.00', '1.20', '0.90', '1.10', 300),
    bar(at('2026-03-11T14:30:00Z'), '1.10', '1.30', '1.00', '1.25', 200),
  ];

  it('counts the units traded since the day’s bars, and replaces or appends the last bar', () => {
    const updated = applyTick(
      { bars, interval: '1h', session },
      tick(at('2026-03-11T14:31:00Z'), '1.40', { volume: 650 }),
    );
    expect(updated.step.kind).toBe('update');
    expect(updated.bars).toHaveLength(3);
    expect(updated.bars.at(-1)).toEqual(bar(at('2026-03-11T14:30:00Z'), '1.10', '1.40', '1.00', '1.40', 350));
    // The next tick adds only what was traded since: the day's bars now hold the quote's whole volume.
    const next = applyTick(
      { bars: updated.bars, interval: '1h', session },
      tick(at('2026-03-11T15:30:00Z'), '1.35', { volume: 700 }),
    );
    expect(next.step.kind).toBe('new');
    expect(next.bars).toHaveLength(4);
    expect(next.bars.at(-1)).toEqual(bar(at('2026-03-11T15:30:00Z'), '1.35', '1.35', '1.35', '1.35', 50));
    expect(next.bars.slice(0, 3)).toEqual(updated.bars);
  });

  it('leaves the bars as they are when the tick changes nothing', () => {
    const same = applyTick(
      { bars, interval: '1h', session },
      tick(at('2026-03-11T12:00:00Z'), '9.99', { tradingDate: '2026-03-10' }),
    );
    expect(same).toEqual({ bars, step: { kind: 'skip' } });
  });
});
