import { describe, expect, it } from 'vitest';
import { decimalsOf, groupDigits } from './format.ts';

describe('groupDigits', () => {
  it('groups thousands and keeps the decimals exactly', () => {
    expect(groupDigits('2950000000000')).toBe('2,950,000,000,000');
    expect(groupDigits('1234.50')).toBe('1,234.50');
    expect(groupDigits('-1234')).toBe('-1,234');
    expect(groupDigits('12')).toBe('12');
  });
  it('reads decimals from the tick size', () => {
    expect(decimalsOf('0.01')).toBe(2);
    expect(decimalsOf('0.00001')).toBe(5);
    expect(decimalsOf('1')).toBe(0);
  });
});
