// MACD against investexcel.net's worked example ("How to Calculate MACD in Excel": Apple's closes, EMA 12 and 26
// seeded with simple averages, a 9-day signal line), to the 9 decimals its spreadsheet shows.
import { describe, expect, it } from 'vitest';
import { barsOfCloses, warmUp } from './fixtures.ts';
import { macd } from './macd.ts';

const AAPL = [
  459.99, 448.85, 446.06, 450.81, 442.8, 448.97, 444.57, 441.4, 430.47, 420.05, 431.14, 425.66, 430.58, 431.72, 437.87,
  428.43, 428.35, 432.5, 443.66, 455.72, 454.49, 452.08, 452.73, 461.91, 463.58, 461.14, 452.08, 442.66, 428.91, 429.79,
  431.99, 427.72, 423.2, 426.21, 426.98, 435.69, 434.33, 429.8, 419.85, 426.24,
];

/** The published MACD line (DIF) from the 26th close, where the slow EMA begins. */
const DIF = [
  8.275269504, 7.703378381, 6.416074757, 4.237519783, 2.552583325, 1.37888572, 0.102981491, -1.258401953, -2.07055819,
  -2.621842328, -2.32906674, -2.181632115, -2.402626273, -3.342121681, -3.530363136,
];

describe('MACD', () => {
  const { dif, dea, histogram } = macd(barsOfCloses(AAPL));

  it('matches the published DIF (EMA 12 − EMA 26), null before the 26th bar', () => {
    expect(dif.slice(0, 25)).toEqual(warmUp(25));
    DIF.forEach((value, i) => {
      expect(dif[25 + i]).toBeCloseTo(value, 8);
    });
  });

  it('matches the published DEA (9-bar EMA of DIF, seeded with the average of its first nine)', () => {
    expect(dea.slice(0, 33)).toEqual(warmUp(33));
    expect(dea[33]).toBeCloseTo(3.037525869, 8);
    expect(dea[34]).toBeCloseTo(1.905652229, 8);
    expect(dea[39]).toBeCloseTo(-1.338100413, 8);
  });

  it('draws the histogram as DIF − DEA (the Western convention, not the Chinese 2 × (DIF − DEA))', () => {
    expect(histogram[33]).toBeCloseTo(DIF[8]! - 3.037525869, 8);
    expect(histogram[34]).toBeCloseTo(-4.527494558, 8);
  });

  it('refuses a fast period that is not shorter than the slow one', () => {
    expect(() => macd(barsOfCloses(AAPL), 26, 12)).toThrow(RangeError);
  });
});
