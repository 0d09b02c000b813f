// RSI against StockCharts' worked example (ChartSchool, "Relative Strength Index (RSI)", spreadsheet cs-rsi.xls:
// QQQQ's closes, 14-day RSI with Wilder's smoothing), to the two decimals published.
import { describe, expect, it } from 'vitest';
import { barsOfCloses, rounded, warmUp } from './fixtures.ts';
import { rsi } from './rsi.ts';

/** The spreadsheet's closes at the precision it holds them: rounded to cents, the first RSI would read 70.46. */
const QQQQ = [
  44.3389, 44.0902, 44.1497, 43.6124, 44.3278, 44.8264, 45.0955, 45.4245, 45.8433, 46.0826, 45.8931, 46.0328, 45.614,
  46.282, 46.282, 46.0028, 46.0328, 46.4116, 46.2222, 45.6439, 46.2122, 46.2521, 45.7137, 46.4515, 45.7835, 45.3548,
  44.0288, 44.1783, 44.2181, 44.5672, 43.4205, 42.6628, 43.1314,
];

describe('RSI', () => {
  it('matches all 19 published values', () => {
    expect(rounded(rsi(barsOfCloses(QQQQ)), 2)).toEqual([
      ...warmUp(14),
      70.53,
      66.32,
      66.55,
      69.41,
      66.36,
      57.97,
      62.93,
      63.26,
      56.06,
      62.38,
      54.71,
      50.42,
      39.99,
      41.46,
      41.87,
      45.46,
      37.3,
      33.08,
      37.77,
    ]);
  });

  it('starts from simple averages of the first 14 changes, then smooths Wilder’s way', () => {
    const line = rsi(barsOfCloses(QQQQ));
    // First 14 changes: gains sum 3.3374 (→ average 0.238386), losses sum 1.3943 (→ 0.099593); RS = 2.393603.
    expect(line[14]).toBeCloseTo(100 - 100 / (1 + 3.3374 / 1.3943), 10);
    // Next close falls 0.2792: gain (0.238386 × 13 + 0) / 14, loss (0.099593 × 13 + 0.2792) / 14.
    const gain = ((3.3374 / 14) * 13) / 14;
    const loss = ((1.3943 / 14) * 13 + 0.2792) / 14;
    expect(line[15]).toBeCloseTo(100 - 100 / (1 + gain / loss), 10);
  });

  it('reads 100 with no losses, 0 with no gains, 50 with no change', () => {
    const rising = barsOfCloses([1, 2, 3, 4]);
    expect(rsi(rising, 2).at(-1)).toBe(100);
    expect(rsi(barsOfCloses([4, 3, 2, 1]), 2).at(-1)).toBe(0);
    expect(rsi(barsOfCloses([5, 5, 5, 5]), 2).at(-1)).toBe(50);
  });
});
