// The settlement's arithmetic in exact decimals.
import { describe, expect, it } from 'vitest';
import { highWaterMarkOf, managementFeeOf, outcomeOf } from './follow-money.ts';

const terms = { amount: '10000.00', periodDays: 73, managementFeePercent: '2', profitSharePercent: '20' };
const figures = (o: ReturnType<typeof outcomeOf>) => ({
  returnPercent: o.returnPercent,
  grossPnl: o.grossPnl.toFixed(2),
  managementFee: o.managementFee.toFixed(2),
  profitShare: o.profitShare.toFixed(2),
  value: o.value.toFixed(2),
});

describe('follow money', () => {
  it('charges the management fee pro rata over the period', () => {
    // 10,000 × 2% × 73 / 365 = 40
    expect(managementFeeOf(terms).toFixed(2)).toBe('40.00');
    expect(managementFeeOf({ ...terms, amount: '333.33', periodDays: 30 }).toFixed(2)).toBe('0.55');
  });

  // The institution's equity at the follow's start and end and the high-water mark, beside what the 10,000 comes to.
  it.each([
    {
      scenario: 'a gain pays the management fee and the profit share',
      // 1,000,000 → 1,100,000: +10% = 1,000; share 20% × 1,000 = 200; 10,000 + 1,000 − 40 − 200
      equity: ['1000000', '1100000', '1'],
      outcome: {
        returnPercent: '10.00',
        grossPnl: '1000.00',
        managementFee: '40.00',
        profitShare: '200.00',
        value: '10760.00',
      },
    },
    {
      scenario: 'a loss pays the management fee only',
      equity: ['1000000', '950000', '1'],
      outcome: {
        returnPercent: '-5.00',
        grossPnl: '-500.00',
        managementFee: '40.00',
        profitShare: '0.00',
        value: '9460.00',
      },
    },
    {
      scenario: 'the high-water mark takes the profit share only above it',
      // HWM 1.1: 1.21 − 1.1 = 0.11 → 20% × 1,100 = 220 (not 20% × 2,100)
      equity: ['1000000', '1210000', '1.1'],
      outcome: {
        returnPercent: '21.00',
        grossPnl: '2100.00',
        managementFee: '40.00',
        profitShare: '220.00',
        value: '11840.00',
      },
    },
    {
      scenario: 'never pays back less than zero',
      equity: ['1000000', '10000', '1'],
      outcome: {
        returnPercent: '-99.00',
        grossPnl: '-9900.00',
        managementFee: '40.00',
        profitShare: '0.00',
        value: '60.00',
      },
    },
  ] as const)('$scenario', ({ equity: [start, end, highWaterMark], outcome }) => {
    expect(figures(outcomeOf(terms, start, end, highWaterMark))).toEqual(outcome);
  });

  it('takes no profit share under the high-water mark', () => {
    expect(outcomeOf(terms, '1000000', '1050000', '1.1').profitShare.toFixed(2)).toBe('0.00');
  });

  it('never charges more management fee than is left', () => {
    expect(figures(outcomeOf(terms, '1000000', '1000', '1'))).toMatchObject({
      managementFee: '10.00',
      value: '0.00',
    });
  });

  it('the high-water mark is the previous peak over this start, at least 1', () => {
    expect(highWaterMarkOf('1000000', null)).toBe('1');
    expect(highWaterMarkOf('1000000', '1100000')).toBe('1.1');
    expect(highWaterMarkOf('1100000', '1000000')).toBe('1');
    expect(highWaterMarkOf('1050000', '1100000')).toBe('1.04761905');
  });
});
