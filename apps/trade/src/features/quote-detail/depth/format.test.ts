import { describe, expect, it } from 'vitest';
import { barWidths, clockOf, sizeText, spreadOf } from './format.ts';

describe('depth figures', () => {
  it('takes the spread exactly, in the prices’ decimals', () => {
    expect(spreadOf('140.97', '140.98')).toBe('0.01');
    expect(spreadOf('1.07779', '1.07790')).toBe('0.00011');
    expect(spreadOf('5012.25', '5012.5')).toBe('0.25');
    expect(spreadOf('100', '103')).toBe('3');
    expect(spreadOf(undefined, '1')).toBeNull();
  });

  it('writes a print’s time on the exchange’s clock', () => {
    expect(clockOf(Date.parse('2026-03-10T14:00:07Z'), 'America/New_York')).toBe('10:00:07');
    expect(clockOf(Date.parse('2026-03-10T14:00:07Z'), 'UTC')).toBe('14:00:07');
  });

  it('sizes each bar against the largest level, never invisibly thin', () => {
    expect(barWidths([100, 50, 1], 100)).toEqual(['100%', '50%', '2%']);
    expect(barWidths([0], 0)).toEqual(['0%']);
  });
});

describe('sizes', () => {
  it('reads short sizes whole and long ones abbreviated', () => {
    const format = { abbreviate: (v: number) => `~${v}`, group: (v: number) => v.toLocaleString('en') };
    expect(sizeText(99_999, format)).toBe('99,999');
    expect(sizeText(13_500_000, format)).toBe('~13500000');
  });
});
