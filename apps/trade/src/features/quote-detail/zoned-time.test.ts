import { describe, expect, it } from 'vitest';
import { chartTimes, zonedTimes } from './zoned-time.ts';

const utc = (iso: string) => Date.parse(iso);
const wall = (iso: string) => Date.parse(iso) / 1000;

describe('zonedTimes', () => {
  it("shows a New York session at New York's wall-clock time, summer and winter", () => {
    expect(zonedTimes([utc('2026-07-06T13:30:00Z'), utc('2026-12-07T14:30:00Z')], 'America/New_York')).toEqual([
      wall('2026-07-06T09:30:00Z'),
      wall('2026-12-07T09:30:00Z'),
    ]);
  });

  it('keeps times strictly ascending through the hour repeated when clocks go back', () => {
    // 2026-11-01: New York goes from 01:59 EDT back to 01:00 EST.
    const bars = [utc('2026-11-01T05:30:00Z'), utc('2026-11-01T06:00:00Z'), utc('2026-11-01T06:30:00Z')];
    const times = zonedTimes(bars, 'America/New_York') as number[];
    expect(times[0]).toBe(wall('2026-11-01T01:30:00Z'));
    expect(times[1]! > times[0]! && times[2]! > times[1]!).toBe(true);
  });
});

describe('chartTimes', () => {
  it("draws a daily bar on its trading date, not on the exchange's evening before", () => {
    // Friday 13 and Monday 16 March 2026: no bar may fall on the weekend between them.
    const days = chartTimes([utc('2026-03-13T00:00:00Z'), utc('2026-03-16T00:00:00Z')], '1d', 'America/New_York');
    expect(days.map((time) => new Date((time as number) * 1000).getUTCDay())).toEqual([5, 1]);
  });

  it('shifts intraday bars into the zone', () => {
    expect(chartTimes([utc('2026-03-16T13:30:00Z')], '5m', 'America/New_York')).toEqual([wall('2026-03-16T09:30:00Z')]);
  });
});
