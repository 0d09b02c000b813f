import { describe, expect, it } from 'vitest';
import { fractionPercent, percentText, thin } from './figures.ts';

describe('robot figures', () => {
  it('rounds percents to two places, half away from zero, exactly', () => {
    expect(percentText('0.172')).toBe('0.17');
    expect(percentText('-0.0451')).toBe('-0.05');
    expect(percentText('0.005')).toBe('0.01');
    expect(percentText('-0.004')).toBe('0.00');
    expect(percentText('12')).toBe('12.00');
  });

  it('writes a fee rate as a percent without floats', () => {
    expect(fractionPercent('0.0005')).toBe('0.05');
    expect(fractionPercent('0.001')).toBe('0.1');
    expect(fractionPercent('0.1')).toBe('10');
    expect(fractionPercent('0')).toBe('0');
  });

  it('thins a long series, keeping the first and the last', () => {
    const points = Array.from({ length: 1000 }, (_, i) => i);
    const thinned = thin(points, 200);
    expect(thinned).toHaveLength(200);
    expect(thinned[0]).toBe(0);
    expect(thinned.at(-1)).toBe(999);
  });
});
