// RSI: Welles Wilder's relative strength index, with his smoothing.
import { assertPeriod, closes, type Line, type OhlcvBar } from './types.ts';

/**
 * RSI(period = 14) = 100 − 100 / (1 + average gain / average loss). The first averages are the simple means of the
 * first `period` changes (so the first value is at bar `period`); after that each is smoothed Wilder's way:
 * (previous × (period − 1) + this change) / period. No loss gives 100; no change at all gives 50 (neither side has
 * strength), so a flat series reads neutral rather than not-a-number.
 */
export function rsi(bars: readonly OhlcvBar[], period = 14): Line {
  assertPeriod('period', period);
  const values = closes(bars);
  const out: Line = values.map(() => null);
  if (values.length <= period) return out;
  let gain = 0;
  let loss = 0;
  for (let i = 1; i <= period; i++) {
    const change = (values[i] ?? 0) - (values[i - 1] ?? 0);
    if (change > 0) gain += change;
    else loss -= change;
  }
  gain /= period;
  loss /= period;
  out[period] = strength(gain, loss);
  for (let i = period + 1; i < values.length; i++) {
    const change = (values[i] ?? 0) - (values[i - 1] ?? 0);
    gain = (gain * (period - 1) + Math.max(change, 0)) / period;
    loss = (loss * (period - 1) + Math.max(-change, 0)) / period;
    out[i] = strength(gain, loss);
  }
  return out;
}

function strength(gain: number, loss: number): number {
  if (loss === 0) return gain === 0 ? 50 : 100;
  return 100 - 100 / (1 + gain / loss);
}
