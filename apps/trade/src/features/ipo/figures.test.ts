import { describe, expect, it } from 'vitest';
import { amountOf, isPartlyAllotted, prospectusHref, subscriptionMultiple, timeLeft } from './figures.ts';

describe('IPO figures', () => {
  it('counts the time left to a deadline in whole days, hours and minutes, and nothing once it has passed', () => {
    const deadline = '2026-12-10T12:00:00Z';
    expect(timeLeft(deadline, Date.parse('2026-12-08T09:30:00Z'))).toEqual({ days: 2, hours: 2, minutes: 30 });
    expect(timeLeft(deadline, Date.parse('2026-12-10T11:59:01Z'))).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(timeLeft(deadline, Date.parse('2026-12-10T12:00:00Z'))).toBeNull();
    expect(timeLeft(deadline, Date.parse('2026-12-11T00:00:00Z'))).toBeNull();
  });

  it('gives the subscription multiple with two decimals, rounded half up', () => {
    expect(subscriptionMultiple(3000, 1000)).toBe('3.00');
    expect(subscriptionMultiple(1, 3)).toBe('0.33');
    expect(subscriptionMultiple(2, 3)).toBe('0.67');
    expect(subscriptionMultiple(1, 8)).toBe('0.13'); // 0.125 rounds up
    expect(subscriptionMultiple(0, 1000)).toBe('0.00');
    expect(subscriptionMultiple(5, 0)).toBeNull();
  });

  it('multiplies a price by a quantity exactly, never through a float', () => {
    expect(amountOf('12.50', 300)).toBe('3750.00');
    expect(amountOf('0.1', 3)).toBe('0.30');
    expect(amountOf('19.99', 1_000_000_000)).toBe('19990000000.00');
    expect(amountOf('100000', 7)).toBe('700000.00');
    expect(amountOf('1.005', 2)).toBe('2.010');
  });

  it('tells a partial allotment from a full one', () => {
    expect(isPartlyAllotted({ status: 'allotted', quantity: 500, allottedQuantity: 200 })).toBe(true);
    expect(isPartlyAllotted({ status: 'allotted', quantity: 500, allottedQuantity: 500 })).toBe(false);
    expect(isPartlyAllotted({ status: 'not_allotted', quantity: 500, allottedQuantity: 0 })).toBe(false);
    expect(isPartlyAllotted({ status: 'subscribed', quantity: 500, allottedQuantity: null })).toBe(false);
  });

  it('reads the prospectus under the API whichever way its upload was stored', () => {
    expect(prospectusHref('/file/3f2a.pdf')).toBe('/api/file/3f2a.pdf');
    expect(prospectusHref('3f2a.pdf')).toBe('/api/file/3f2a.pdf');
    expect(prospectusHref('/api/file/3f2a.pdf')).toBe('/api/file/3f2a.pdf');
  });
});
