// Chart times in an exchange's time zone, for a canvas that knows only UTC.
import type { BarInterval } from '@platform/contracts';
import type { Time, UTCTimestamp } from 'lightweight-charts';

/**
 * The canvas knows only UTC, so times are shifted into the exchange's own time zone before drawing (the way
 * lightweight-charts recommends): a New York stock's axis reads 9:30 at the open, and its days break at New York
 * midnight, wherever the user is.
 */
export function zoneShift(timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  return (ms: number): Time => {
    const p = Object.fromEntries(parts.formatToParts(ms).map(({ type, value }) => [type, Number(value)]));
    const wall = Date.UTC(p.year!, p.month! - 1, p.day, p.hour, p.minute, p.second);
    return (wall / 1000) as UTCTimestamp;
  };
}

/** Bar times in the zone, kept strictly ascending: the hour repeated when clocks go back is squeezed, not dropped. */
export function zonedTimes(bars: number[], timeZone: string): Time[] {
  const shift = zoneShift(timeZone);
  let previous = Number.NEGATIVE_INFINITY;
  return bars.map((ms) => {
    const at = Math.max(shift(ms) as number, previous + 1);
    previous = at;
    return at as UTCTimestamp;
  });
}

/**
 * The canvas's times for a chart's bars. A daily bar's time is its trading date (00:00 UTC of that date), not an
 * instant: shifted into New York it would land on the evening before, and Monday's bar would be drawn on a Sunday.
 */
export function chartTimes(bars: number[], interval: BarInterval, timeZone: string): Time[] {
  if (interval === '1d') return bars.map((ms) => (ms / 1000) as UTCTimestamp);
  return zonedTimes(bars, timeZone);
}
