// MA, EMA and volume MA against StockCharts' worked example (ChartSchool, "Moving Averages - Simple and
// Exponential", spreadsheet cs-movavg.xls: Intel's closes 24 Mar to 5 May 2010, 10-day SMA and EMA).
import { describe, expect, it } from 'vitest';
import { barsOfCloses, rounded, warmUp } from './fixtures.ts';
import { ema, emaOf, ma, smaOf, volumeMa } from './moving-average.ts';

/** The spreadsheet's closes, at the precision it holds them (its table shows them rounded to cents). */
const INTEL = [
  22.2734, 22.194, 22.0847, 22.1741, 22.184, 22.1344, 22.2337, 22.4323, 22.2436, 22.2933, 22.1542, 22.3926, 22.3816,
  22.6109, 23.3558, 24.0519, 23.753, 23.8324, 23.9516, 23.6338, 23.8225, 23.8722, 23.6537, 23.187, 23.0976, 23.326,
  22.6805, 23.0976, 22.4025, 22.1725,
];

describe('MA (simple moving average of closes)', () => {
  it('matches StockCharts’ 10-day SMA column to the cent', () => {
    expect(rounded(ma(barsOfCloses(INTEL), 10), 2)).toEqual([
      ...warmUp(9),
      22.22,
      22.21,
      22.23,
      22.26,
      22.31,
      22.42,
      22.61,
      22.77,
      22.91,
      23.08,
      23.21,
      23.38,
      23.53,
      23.65,
      23.71,
      23.69,
      23.61,
      23.51,
      23.43,
      23.28,
      23.13,
    ]);
  });

  it('defaults to 5 bars and averages a window exactly: (1 + 2 + 3 + 4 + 5) / 5 = 3', () => {
    expect(ma(barsOfCloses([1, 2, 3, 4, 5, 6]))).toEqual([null, null, null, null, 3, 4]);
  });
});

describe('EMA (exponential moving average of closes)', () => {
  it('matches StockCharts’ 10-day EMA column to the cent', () => {
    expect(rounded(ema(barsOfCloses(INTEL), 10), 2)).toEqual([
      ...warmUp(9),
      22.22,
      22.21,
      22.24,
      22.27,
      22.33,
      22.52,
      22.8,
      22.97,
      23.13,
      23.28,
      23.34,
      23.43,
      23.51,
      23.54,
      23.47,
      23.4,
      23.39,
      23.26,
      23.23,
      23.08,
      22.92,
    ]);
  });

  it('agrees with the spreadsheet’s unrounded EMA to 8 decimals (seeded with the 10-day SMA, multiplier 2/11)', () => {
    const line = ema(barsOfCloses(INTEL), 10);
    // The first value is the simple average of the first ten closes: 222.2475 / 10.
    expect(line[9]).toBeCloseTo(22.22475, 10);
    // Then (close − previous) × 2/11 + previous: (22.1542 − 22.22475) × 0.181818… + 22.22475 = 22.21192273.
    expect(line[10]).toBeCloseTo(22.21192273, 8);
    expect(line[29]).toBeCloseTo(22.91556023, 8);
  });

  it('skips leading nulls, so an EMA of an EMA starts where its input does', () => {
    expect(emaOf([null, null, 2, 4, 6], 2)).toEqual([null, null, null, 3, 5]);
  });
});

describe('volume MA', () => {
  it('averages volume, not price', () => {
    const bars = [100, 200, 300, 400].map((volume) => ({ open: 1, high: 1, low: 1, close: 1, volume }));
    expect(volumeMa(bars, 2)).toEqual([null, 150, 250, 350]);
    expect(volumeMa(bars)).toEqual(warmUp(4));
  });
});

describe('smaOf', () => {
  it('is null for a window that holds a null', () => {
    expect(smaOf([1, null, 3, 5, 7], 2)).toEqual([null, null, null, 4, 6]);
  });

  it('refuses a period that is not a whole number of at least 1', () => {
    expect(() => smaOf([1, 2], 0)).toThrow(RangeError);
    expect(() => emaOf([1, 2], 2.5)).toThrow(RangeError);
  });
});
