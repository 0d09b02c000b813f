import { describe, expect, it } from 'vitest';
import { percentText } from './figures.ts';

describe('percentText', () => {
  it('rounds to two places, half away from zero, keeping the sign', () => {
    expect(percentText('3.14159')).toBe('3.14');
    expect(percentText('-3.145')).toBe('-3.15');
    expect(percentText('0.005')).toBe('0.01');
    expect(percentText('-0.004')).toBe('0.00');
    expect(percentText('12')).toBe('12.00');
    expect(percentText('1234.5')).toBe('1,234.50');
  });
});
