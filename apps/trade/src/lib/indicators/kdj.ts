// KDJ: the stochastic oscillator as Chinese trading apps draw it.
import { assertPeriod, type Line, type OhlcvBar } from './types.ts';

export interface Kdj {
  k: Line;
  d: Line;
  j: Line;
}

/**
 * KDJ(period = 9, kSmoothing = 3, dSmoothing = 3), the usual Chinese convention:
 *   RSV = (close − lowest low of `period` bars) / (highest high − lowest low) × 100
 *   K = ((kSmoothing − 1) × previous K + RSV) / kSmoothing,   D = ((dSmoothing − 1) × previous D + K) / dSmoothing
 *   J = 3K − 2D
 * with K and D seeded at 50 before the first full window (the first value is at bar `period − 1`). A window with no
 * range (highest = lowest) has RSV 50, the middle, so a flat series reads 50 rather than not-a-number.
 */
export function kdj(bars: readonly OhlcvBar[], period = 9, kSmoothing = 3, dSmoothing = 3): Kdj {
  assertPeriod('period', period);
  assertPeriod('kSmoothing', kSmoothing);
  assertPeriod('dSmoothing', dSmoothing);
  const k: Line = [];
  const d: Line = [];
  const j: Line = [];
  let previousK = 50;
  let previousD = 50;
  bars.forEach((bar, end) => {
    if (end < period - 1) {
      k.push(null);
      d.push(null);
      j.push(null);
      return;
    }
    let highest = Number.NEGATIVE_INFINITY;
    let lowest = Number.POSITIVE_INFINITY;
    for (let i = end - period + 1; i <= end; i++) {
      highest = Math.max(highest, bars[i]?.high ?? highest);
      lowest = Math.min(lowest, bars[i]?.low ?? lowest);
    }
    const rsv = highest === lowest ? 50 : ((bar.close - lowest) / (highest - lowest)) * 100;
    previousK = ((kSmoothing - 1) * previousK + rsv) / kSmoothing;
    previousD = ((dSmoothing - 1) * previousD + previousK) / dSmoothing;
    k.push(previousK);
    d.push(previousD);
    j.push(3 * previousK - 2 * previousD);
  });
  return { k, d, j };
}
