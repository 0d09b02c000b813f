import { describe, expect, it } from 'vitest';
import { linePoints, percentText } from './figures.ts';

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

describe('linePoints', () => {
  it('puts the lowest value at the bottom and the highest at the top, first to last across', () => {
    expect(linePoints(['100', '110', '105'], 108, 28, 4)).toBe('4.0,24.0 54.0,4.0 104.0,14.0');
  });
  it('draws a flat record along the bottom without dividing by zero', () => {
    expect(linePoints(['100', '100'], 108, 28, 4)).toBe('4.0,24.0 104.0,24.0');
  });
});
