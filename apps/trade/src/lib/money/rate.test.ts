import { describe, expect, it } from 'vitest';
import { ratePercent } from './rate.ts';

describe('ratePercent', () => {
  it('moves the decimal point two places, exactly', () => {
    expect(ratePercent('0.001')).toBe('0.1');
    expect(ratePercent('0.0125')).toBe('1.25');
    expect(ratePercent('0')).toBe('0');
    expect(ratePercent('0.1')).toBe('10');
    expect(ratePercent('1')).toBe('100');
    expect(ratePercent('0.000001')).toBe('0.0001');
  });
});
