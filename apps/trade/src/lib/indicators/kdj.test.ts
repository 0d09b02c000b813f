// KDJ from its definition, on bars small enough to compute by hand (no widely published worked example exists).
import { describe, expect, it } from 'vitest';
import { warmUp } from './fixtures.ts';
import { kdj } from './kdj.ts';

const bar = (high: number, low: number, close: number) => ({ open: close, high, low, close, volume: 0 });

describe('KDJ', () => {
  it('follows RSV, K = (2K′ + RSV) / 3, D = (2D′ + K) / 3, J = 3K − 2D, seeded at 50: KDJ(3, 3, 3) by hand', () => {
    const bars = [bar(10, 8, 9), bar(11, 9, 10), bar(12, 10, 11), bar(11, 9, 9), bar(13, 10, 12)];
    const { k, d, j } = kdj(bars, 3, 3, 3);
    expect([k[0], k[1], d[1], j[1]]).toEqual([null, null, null, null]);
    // Bar 3, window bars 1–3: low 8, high 12. RSV = (11 − 8) / (12 − 8) × 100 = 75.
    //   K = (2 × 50 + 75) / 3 = 175/3 ≈ 58.333;  D = (2 × 50 + 175/3) / 3 = 475/9 ≈ 52.778
    //   J = 3 × 175/3 − 2 × 475/9 = 625/9 ≈ 69.444
    expect(k[2]).toBeCloseTo(175 / 3, 10);
    expect(d[2]).toBeCloseTo(475 / 9, 10);
    expect(j[2]).toBeCloseTo(625 / 9, 10);
    // Bar 4, window bars 2–4: low 9, high 12. RSV = (9 − 9) / 3 × 100 = 0.
    //   K = (2 × 175/3 + 0) / 3 = 350/9 ≈ 38.889;  D = (2 × 475/9 + 350/9) / 3 = 1300/27 ≈ 48.148
    //   J = 3 × 350/9 − 2 × 1300/27 = 550/27 ≈ 20.370
    expect(k[3]).toBeCloseTo(350 / 9, 10);
    expect(d[3]).toBeCloseTo(1300 / 27, 10);
    expect(j[3]).toBeCloseTo(550 / 27, 10);
    // Bar 5, window bars 3–5: low 9, high 13. RSV = (12 − 9) / 4 × 100 = 75.
    //   K = (2 × 350/9 + 75) / 3 = 1375/27 ≈ 50.926;  D = (2 × 1300/27 + 1375/27) / 3 = 3975/81 ≈ 49.074
    //   J = 3 × 1375/27 − 2 × 3975/81 = 4425/81 ≈ 54.630
    expect(k[4]).toBeCloseTo(1375 / 27, 10);
    expect(d[4]).toBeCloseTo(3975 / 81, 10);
    expect(j[4]).toBeCloseTo(4425 / 81, 10);
  });

  it('defaults to KDJ(9, 3, 3): the first value is at the ninth bar', () => {
    const bars = Array.from({ length: 10 }, (_, i) => bar(10 + i, 8 + i, 9 + i));
    const { k } = kdj(bars);
    expect(k.slice(0, 8)).toEqual(warmUp(8));
    expect(k[8]).not.toBeNull();
  });

  it('reads 50 for a window with no range (highest high = lowest low)', () => {
    const flat = Array.from({ length: 5 }, () => bar(7, 7, 7));
    expect(kdj(flat, 3).k.at(-1)).toBe(50);
    expect(kdj(flat, 3).j.at(-1)).toBe(50);
  });
});
