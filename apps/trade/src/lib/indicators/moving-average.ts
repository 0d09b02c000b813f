// Simple and exponential moving averages: of any series (the building blocks of BOLL, MACD), of closes (MA, EMA on
// the price chart) and of volume (the volume pane's MA).
import { assertPeriod, closes, type Line, type OhlcvBar, volumes } from './types.ts';

/**
 * The mean of each `period` values ending at a bar; `null` until `period` values exist (and while any of them is
 * `null`). Each window is summed afresh rather than kept as a running sum, so no rounding drift builds up over a
 * long series.
 */
export function smaOf(values: readonly (number | null)[], period: number): Line {
  assertPeriod('period', period);
  return values.map((_, end) => {
    if (end < period - 1) return null;
    let sum = 0;
    for (let i = end - period + 1; i <= end; i++) {
      const value = values[i];
      if (value === null || value === undefined) return null;
      sum += value;
    }
    return sum / period;
  });
}

/**
 * The exponential moving average with the multiplier 2 / (period + 1), seeded with the simple average of the first
 * `period` values (StockCharts' convention; some Chinese apps seed with the first value instead, which differs
 * only in the first few dozen bars). Leading `null`s are skipped, so an EMA of an EMA (MACD's signal line) starts
 * where its input does.
 */
export function emaOf(values: readonly (number | null)[], period: number): Line {
  assertPeriod('period', period);
  const out: Line = values.map(() => null);
  const start = values.findIndex((value) => value !== null);
  if (start < 0 || start + period > values.length) return out;
  const k = 2 / (period + 1);
  let sum = 0;
  for (let i = start; i < start + period; i++) sum += values[i] ?? 0;
  let previous = sum / period;
  out[start + period - 1] = previous;
  for (let i = start + period; i < values.length; i++) {
    const value = values[i];
    if (value === null || value === undefined) continue;
    previous = (value - previous) * k + previous;
    out[i] = previous;
  }
  return out;
}

/** MA: the simple moving average of closes (5 bars unless told). */
export const ma = (bars: readonly OhlcvBar[], period = 5): Line => smaOf(closes(bars), period);

/** EMA: the exponential moving average of closes (12 bars unless told). */
export const ema = (bars: readonly OhlcvBar[], period = 12): Line => emaOf(closes(bars), period);

/** Volume MA: the simple moving average of volume (5 bars unless told). */
export const volumeMa = (bars: readonly OhlcvBar[], period = 5): Line => smaOf(volumes(bars), period);
