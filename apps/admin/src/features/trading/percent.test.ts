import { describe, expect, it } from 'vitest';
import { fractionToPercent, percentToFraction } from './percent.ts';

describe('percentages of stored fractions', () => {
  it.each([
    ['0.001', '0.1'],
    ['0.0005', '0.05'],
    ['0.0002', '0.02'],
    ['0.05', '5'],
    ['1', '100'],
    ['0.5', '50'],
    ['10', '1000'],
    ['0', '0'],
    ['0.000001', '0.0001'],
    ['1.25', '125'],
  ])('shows %s as %s %% and reads it back exactly', (fraction, percent) => {
    expect(fractionToPercent(fraction)).toBe(percent);
    expect(percentToFraction(percent)).toBe(fraction);
  });

  it('normalises what an operator types', () => {
    expect(percentToFraction(' 0.10 % ')).toBe('0.001');
    expect(percentToFraction('050')).toBe('0.5');
    expect(percentToFraction('100.0')).toBe('1');
  });

  it('passes anything else on as typed, for the schema to refuse', () => {
    expect(percentToFraction('abc')).toBe('abc');
    expect(percentToFraction('-1')).toBe('-1');
    expect(percentToFraction('')).toBe('');
  });
});
