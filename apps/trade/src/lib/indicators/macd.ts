// MACD: the gap between a fast and a slow EMA of closes (DIF), its own EMA (DEA) and the histogram between them.
import { emaOf } from './moving-average.ts';
import { assertPeriod, closes, type Line, type OhlcvBar } from './types.ts';

export interface Macd {
  /** DIF (the "MACD line"): EMA(fast) − EMA(slow) of closes. */
  dif: Line;
  /** DEA (the "signal line"): the `signal`-bar EMA of DIF. */
  dea: Line;
  /**
   * The histogram, DIF − DEA: the Western convention (StockCharts, TradingView, TA-Lib). Chinese apps draw
   * 2 × (DIF − DEA) and call it "MACD"; the chart labels this one "HIST (DIF−DEA)" so it is not mistaken for that.
   */
  histogram: Line;
}

/** MACD(fast = 12, slow = 26, signal = 9), each EMA seeded with its simple average (see `emaOf`). */
export function macd(bars: readonly OhlcvBar[], fast = 12, slow = 26, signal = 9): Macd {
  assertPeriod('fast', fast);
  assertPeriod('slow', slow);
  assertPeriod('signal', signal);
  if (fast >= slow) throw new RangeError('fast must be shorter than slow');
  const values = closes(bars);
  const fastEma = emaOf(values, fast);
  const slowEma = emaOf(values, slow);
  const dif = fastEma.map((f, i) => {
    const s = slowEma[i];
    return f === null || s === null || s === undefined ? null : f - s;
  });
  const dea = emaOf(dif, signal);
  const histogram = dif.map((d, i) => {
    const e = dea[i];
    return d === null || e === null || e === undefined ? null : d - e;
  });
  return { dif, dea, histogram };
}
