import { describe, expect, it } from 'vitest';
import { onTick, stepPrice, stepQuantity } from './steps.ts';

describe('price steps', () => {
  it('knows a price on a tick', () => {
    expect(onTick('190.25', '0.01')).toBe(true);
    expect(onTick('190.255', '0.01')).toBe(false);
    expect(onTick('4500.75', '0.25')).toBe(true);
    expect(onTick('4500.70', '0.25')).toBe(false);
    expect(onTick('1.08', '0.00001')).toBe(true);
  });

  it('steps one tick, snapping a price between ticks first', () => {
    expect(stepPrice('190.25', '0.01', 1)).toBe('190.26');
    expect(stepPrice('190.25', '0.01', -1)).toBe('190.24');
    expect(stepPrice('4500.70', '0.25', 1)).toBe('4500.75');
    expect(stepPrice('4500.70', '0.25', -1)).toBe('4500.50');
    expect(stepPrice('190.2', '0.01', 1)).toBe('190.21');
    expect(stepPrice('100', '1', -1)).toBe('99');
    expect(stepPrice('1.08', '0.00001', 1)).toBe('1.08001');
  });

  it('never steps below one tick', () => {
    expect(stepPrice('0.01', '0.01', -1)).toBe('0.01');
    expect(stepPrice('0', '0.25', -1)).toBe('0.25');
  });
});

describe('quantity steps', () => {
  it('steps whole lots, snapping first', () => {
    expect(stepQuantity(0, 1, 1)).toBe(1);
    expect(stepQuantity(0, 1, -1)).toBe(0);
    expect(stepQuantity(2000, 1000, 1)).toBe(3000);
    expect(stepQuantity(2500, 1000, 1)).toBe(3000);
    expect(stepQuantity(2500, 1000, -1)).toBe(2000);
  });
});
