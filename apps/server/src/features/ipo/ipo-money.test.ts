// A subscription's money in exact decimals: margin rounded up, interest half-up, the interest days, the NY date.
import { describe, expect, it } from 'vitest';
import { actualBuyPriceOf, interestDaysOf, newYorkDate, subscriptionFigures } from './ipo-money.ts';

describe('subscriptionFigures', () => {
  it('without financing freezes the whole total and the fee', () => {
    const f = subscriptionFigures({
      price: '12.50',
      quantity: 300,
      leverage: 1,
      fee: '5',
      financingRate: null,
      interestDays: 7,
    });
    expect([f.total, f.margin, f.financedAmount, f.interest, f.frozen].map((v) => v.toFixed(2))).toEqual([
      '3750.00',
      '3750.00',
      '0.00',
      '0.00',
      '3755.00',
    ]);
  });

  it('with financing freezes the margin, the fee and the interest on the financed part', () => {
    // 333 × 10.01 = 3333.33; / 10 = 333.333 → 333.34 (up); financed 2999.99 × 6% × 9 / 365 = 4.4383… → 4.44.
    const f = subscriptionFigures({
      price: '10.01',
      quantity: 333,
      leverage: 10,
      fee: '2.50',
      financingRate: '6',
      interestDays: 9,
    });
    expect(f.total.toFixed(2)).toBe('3333.33');
    expect(f.margin.toFixed(2)).toBe('333.34');
    expect(f.financedAmount.toFixed(2)).toBe('2999.99');
    expect(f.interest.toFixed(2)).toBe('4.44');
    expect(f.frozen.toFixed(2)).toBe('340.28');
  });

  it('rounds the interest half-up at exactly half a cent', () => {
    // financed 1825 × 1% × 1 / 365 = 0.05 exactly; 912.5 → 0.025 → 0.03.
    const f = subscriptionFigures({
      price: '912.50',
      quantity: 2,
      leverage: 2,
      fee: '0',
      financingRate: '1',
      interestDays: 1,
    });
    expect(f.interest.toFixed(2)).toBe('0.03');
  });
});

describe('the dates', () => {
  it('counts whole days from the deadline to the listing date, up, never below zero', () => {
    expect(interestDaysOf(new Date('2026-03-02T21:00:00Z'), '2026-03-10')).toBe(8);
    expect(interestDaysOf(new Date('2026-03-02T00:00:00Z'), '2026-03-10')).toBe(8);
    expect(interestDaysOf(new Date('2026-03-10T12:00:00Z'), '2026-03-10')).toBe(0);
  });

  it('reads the New York date', () => {
    expect(newYorkDate(new Date('2026-03-10T03:00:00Z'))).toBe('2026-03-09');
    expect(newYorkDate(new Date('2026-03-10T05:00:00Z'))).toBe('2026-03-10');
  });

  it('computes the actual cost per allotted share', () => {
    expect(actualBuyPriceOf('10', 300, '5', '1.20')).toBe('10.0207');
    expect(actualBuyPriceOf('10', 0, '5', '0')).toBeNull();
  });
});
