// BOLL against StockCharts' worked example (ChartSchool, "Bollinger Bands", spreadsheet cs-bollinger.xls: 42 closes,
// 20-day SMA ± 2 standard deviations), to the cent as published.
import { describe, expect, it } from 'vitest';
import { bollinger } from './bollinger.ts';
import { barsOfCloses, rounded, warmUp } from './fixtures.ts';

const CLOSES = [
  86.1557, 89.0867, 88.7829, 90.3228, 89.0671, 91.1453, 89.4397, 89.175, 86.9302, 87.6752, 86.9596, 89.4299, 89.3221,
  88.7241, 87.4497, 87.2634, 89.4985, 87.9006, 89.126, 90.7043, 92.9001, 92.9784, 91.8021, 92.6647, 92.6843, 92.3021,
  92.7725, 92.5373, 92.949, 93.2039, 91.0669, 89.8318, 89.7435, 90.3994, 90.7387, 88.0177, 88.0867, 88.8439, 90.7781,
  90.5416, 91.3894, 90.65,
];

describe('BOLL', () => {
  const bands = bollinger(barsOfCloses(CLOSES));

  it('matches the published middle band (20-day SMA)', () => {
    expect(rounded(bands.middle, 2)).toEqual([
      ...warmUp(19),
      88.71,
      89.05,
      89.24,
      89.39,
      89.51,
      89.69,
      89.75,
      89.91,
      90.08,
      90.38,
      90.66,
      90.86,
      90.88,
      90.91,
      90.99,
      91.15,
      91.19,
      91.12,
      91.17,
      91.25,
      91.24,
      91.17,
      91.05,
    ]);
  });

  it('matches the published upper band (SMA + 2 population standard deviations)', () => {
    expect(rounded(bands.upper, 2)).toEqual([
      ...warmUp(19),
      91.29,
      91.95,
      92.61,
      92.93,
      93.31,
      93.73,
      93.9,
      94.27,
      94.57,
      94.79,
      95.04,
      94.91,
      94.9,
      94.9,
      94.86,
      94.67,
      94.56,
      94.68,
      94.58,
      94.53,
      94.53,
      94.37,
      94.15,
    ]);
  });

  it('matches the published lower band (SMA − 2 population standard deviations)', () => {
    expect(rounded(bands.lower, 2)).toEqual([
      ...warmUp(19),
      86.12,
      86.14,
      85.87,
      85.85,
      85.7,
      85.65,
      85.59,
      85.56,
      85.6,
      85.98,
      86.27,
      86.82,
      86.87,
      86.91,
      87.12,
      87.63,
      87.83,
      87.56,
      87.76,
      87.97,
      87.95,
      87.96,
      87.95,
    ]);
  });

  it('takes its period and width as arguments: 3 bars, 1 deviation', () => {
    // Closes 1, 2, 3: mean 2, population deviation √((1 + 0 + 1) / 3) = √(2/3) ≈ 0.8165.
    const { middle, upper, lower } = bollinger(barsOfCloses([1, 2, 3]), 3, 1);
    expect(middle).toEqual([null, null, 2]);
    expect(upper[2]).toBeCloseTo(2 + Math.sqrt(2 / 3), 12);
    expect(lower[2]).toBeCloseTo(2 - Math.sqrt(2 / 3), 12);
  });

  it('refuses a width that is not positive', () => {
    expect(() => bollinger(barsOfCloses([1, 2, 3]), 2, 0)).toThrow(RangeError);
  });
});
