// What holds for every indicator whatever the bars: aligned with the bars, no NaN or infinity, null exactly while
// there are too few bars, a constant series read as that constant (or the oscillators' neutral value).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bollinger } from './bollinger.ts';
import { kdj } from './kdj.ts';
import { macd } from './macd.ts';
import { ema, ma, volumeMa } from './moving-average.ts';
import { rsi } from './rsi.ts';
import type { Line, OhlcvBar } from './types.ts';

/** Every line each indicator draws, with its default parameters. */
const everyLine = (bars: OhlcvBar[]): Record<string, Line> => {
  const { middle, upper, lower } = bollinger(bars);
  const { dif, dea, histogram } = macd(bars);
  const { k, d, j } = kdj(bars);
  return {
    ma: ma(bars),
    ema: ema(bars),
    volumeMa: volumeMa(bars),
    middle,
    upper,
    lower,
    dif,
    dea,
    histogram,
    rsi: rsi(bars),
    k,
    d,
    j,
  };
};

/** Bars with a low ≤ open, close ≤ high, prices from 0.01 to 100,000 and whole volumes. */
const barArb = fc
  .record({
    low: fc.double({ min: 0.01, max: 100_000, noNaN: true }),
    spread: fc.double({ min: 0, max: 1_000, noNaN: true }),
    open: fc.double({ min: 0, max: 1, noNaN: true }),
    close: fc.double({ min: 0, max: 1, noNaN: true }),
    volume: fc.nat({ max: 10_000_000 }),
  })
  .map(({ low, spread, open, close, volume }) => ({
    low,
    high: low + spread,
    open: low + spread * open,
    close: low + spread * close,
    volume,
  }));

describe('every indicator', () => {
  it('is aligned with the bars and free of NaN and infinity', () => {
    fc.assert(
      fc.property(fc.array(barArb, { maxLength: 80 }), (bars) => {
        for (const line of Object.values(everyLine(bars))) {
          expect(line).toHaveLength(bars.length);
          for (const value of line) if (value !== null) expect(Number.isFinite(value)).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('is all null when its period is longer than the data', () => {
    const bars = Array.from({ length: 5 }, (_, i) => ({ open: i, high: i + 1, low: i, close: i, volume: 1 }));
    for (const [name, line] of Object.entries(everyLine(bars)))
      if (!['ma', 'volumeMa'].includes(name)) expect(line, name).toEqual([null, null, null, null, null]);
    expect(ma(bars, 6)).toEqual([null, null, null, null, null]);
    expect(everyLine([])).toSatisfy((lines: Record<string, Line>) => Object.values(lines).every((l) => l.length === 0));
  });

  it('reads a constant series as the constant: averages equal it, bands close on it, MACD 0, RSI and KDJ 50', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 100_000, noNaN: true }), fc.nat({ max: 1_000_000 }), (price, volume) => {
        const bars = Array.from({ length: 60 }, () => ({ open: price, high: price, low: price, close: price, volume }));
        const lines = everyLine(bars);
        const last = (name: string) => lines[name]?.at(-1) as number;
        for (const name of ['ma', 'ema', 'middle', 'upper', 'lower']) expect(last(name)).toBeCloseTo(price, 6);
        expect(last('volumeMa')).toBeCloseTo(volume, 6);
        for (const name of ['dif', 'dea', 'histogram']) expect(last(name)).toBeCloseTo(0, 6);
        for (const name of ['rsi', 'k', 'd', 'j']) expect(last(name)).toBe(50);
      }),
      { numRuns: 50 },
    );
  });

  it('keeps RSI within 0–100 and the lower band at or below the upper one', () => {
    fc.assert(
      fc.property(fc.array(barArb, { minLength: 20, maxLength: 60 }), (bars) => {
        const lines = everyLine(bars);
        for (const value of lines.rsi ?? []) if (value !== null) expect(value).toBeGreaterThanOrEqual(0);
        for (const value of lines.rsi ?? []) if (value !== null) expect(value).toBeLessThanOrEqual(100);
        lines.upper?.forEach((upper, i) => {
          if (upper !== null) expect(lines.lower?.[i]).toBeLessThanOrEqual(upper + 1e-9);
        });
      }),
      { numRuns: 100 },
    );
  });

  it('changes nothing before a bar when only that bar moves (so a live tick redraws the tail only)', () => {
    fc.assert(
      fc.property(fc.array(barArb, { minLength: 2, maxLength: 60 }), barArb, (bars, moved) => {
        const before = everyLine(bars);
        const after = everyLine([...bars.slice(0, -1), moved]);
        for (const [name, line] of Object.entries(before))
          expect(after[name]?.slice(0, -1), name).toEqual(line.slice(0, -1));
      }),
      { numRuns: 100 },
    );
  });
});
