import { describe, expect, it } from 'vitest';
import { formatScaled, formatTicks, parseTickSize, parseTicks, percentOf } from './ticks.ts';

describe('tick sizes and price text', () => {
  it('writes ticks with exactly the decimals of the tick size', () => {
    expect(formatTicks(21_033, parseTickSize('0.25'))).toBe('5258.25');
    expect(formatTicks(108_415, parseTickSize('0.00001'))).toBe('1.08415');
    expect(formatTicks(39_300, parseTickSize('1'))).toBe('39300');
    expect(formatTicks(-5, parseTickSize('0.01'))).toBe('-0.05');
    expect(formatTicks(0, parseTickSize('0.005'))).toBe('0.000');
    expect(formatScaled(7n, 3)).toBe('0.007');
  });

  it('reads prices back and refuses those between ticks', () => {
    const quarter = parseTickSize('0.25');
    expect(parseTicks('5258.25', quarter)).toBe(21_033);
    expect(parseTicks('-1.5', quarter)).toBe(-6);
    expect(() => parseTicks('5258.10', quarter)).toThrow(/multiple/);
    expect(() => parseTicks('1.001', parseTickSize('0.01'))).toThrow(/decimals/);
  });

  it('refuses a tick size that is not a positive decimal', () => {
    expect(() => parseTickSize('0')).toThrow();
    expect(() => parseTickSize('-0.01')).toThrow();
    expect(() => parseTickSize('1e-2')).toThrow();
  });

  it('rounds percentages half away from zero, exactly', () => {
    expect(percentOf(1, 3)).toBe('33.33');
    expect(percentOf(2, 3)).toBe('66.67');
    expect(percentOf(1, 20_000)).toBe('0.01');
    expect(percentOf(-1, 20_000)).toBe('-0.01');
    expect(percentOf(-1, 8)).toBe('-12.50');
    expect(percentOf(0, 8)).toBe('0.00');
    expect(() => percentOf(1, 0)).toThrow();
  });
});
