// Bollinger bands (BOLL): a moving average and bands a number of standard deviations either side of it.
import { smaOf } from './moving-average.ts';
import { assertPeriod, closes, type Line, type OhlcvBar } from './types.ts';

export interface Bollinger {
  middle: Line;
  upper: Line;
  lower: Line;
}

/**
 * BOLL(period = 20, width = 2): the middle band is the `period`-bar simple average of closes; the upper and lower
 * bands are `width` standard deviations above and below it. The deviation is the population one (divided by
 * `period`, not `period − 1`), as John Bollinger and StockCharts compute it.
 */
export function bollinger(bars: readonly OhlcvBar[], period = 20, width = 2): Bollinger {
  assertPeriod('period', period);
  if (!Number.isFinite(width) || width <= 0) throw new RangeError('width must be a positive number');
  const values = closes(bars);
  const middle = smaOf(values, period);
  const upper: Line = [];
  const lower: Line = [];
  middle.forEach((mean, end) => {
    if (mean === null) {
      upper.push(null);
      lower.push(null);
      return;
    }
    let squares = 0;
    for (let i = end - period + 1; i <= end; i++) squares += ((values[i] ?? mean) - mean) ** 2;
    const deviation = Math.sqrt(squares / period);
    upper.push(mean + width * deviation);
    lower.push(mean - width * deviation);
  });
  return { middle, upper, lower };
}
