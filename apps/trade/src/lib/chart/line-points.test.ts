import { describe, expect, it } from 'vitest';
import { linePoints } from './line-points.ts';

describe('linePoints', () => {
  it('puts the lowest value at the bottom and the highest at the top, first to last across', () => {
    expect(linePoints(['100', '110', '105'], 108, 28, 4)).toBe('4.0,24.0 54.0,4.0 104.0,14.0');
  });
  it('draws a flat record along the bottom without dividing by zero', () => {
    expect(linePoints(['100', '100'], 108, 28, 4)).toBe('4.0,24.0 104.0,24.0');
  });
});
