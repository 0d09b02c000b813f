// The schedule's calendar and its edge cases, by example: month ends clamp without drifting, a zero rate repays the
// amount in equal parts with the last taking the rounding, and the overdue fee as each kind discloses it.
import { describe, expect, it } from 'vitest';
import { Big } from '../../core/ledger/amounts.ts';
import { addMonths, aprWithFeesOf, daysBetween, overdueFeeOf, quoteFiguresOf, scheduleOf } from './loan-schedule.ts';

describe('the schedule', () => {
  it('dates instalments monthly from the disbursement, clamping to the month end without drifting', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-01-31', 2)).toBe('2026-03-31');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(scheduleOf({ amount: '300', apr: '12', termMonths: 3 }, '2026-01-31').map((l) => l.dueDate)).toEqual([
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
    ]);
    expect(daysBetween('2026-02-15', '2026-02-20')).toBe(5);
  });

  it('repays a zero-rate loan in equal parts, the last taking the rounding', () => {
    const lines = scheduleOf({ amount: '1000', apr: '0', termMonths: 3 }, '2026-01-10');
    expect(lines.map((l) => [l.principal.toFixed(2), l.interest.toFixed(2)])).toEqual([
      ['333.33', '0.00'],
      ['333.33', '0.00'],
      ['333.34', '0.00'],
    ]);
  });

  it('charges the overdue fee as disclosed: a daily percent per whole day, or flat once overdue', () => {
    const daily = { overdueFeeKind: 'daily_percent' as const, overdueFee: '0.05' };
    expect(overdueFeeOf(daily, new Big('106.62'), 5, true).toFixed(2)).toBe('0.27');
    expect(overdueFeeOf(daily, new Big('106.62'), 0, true).toFixed(2)).toBe('0.00');
    expect(overdueFeeOf(daily, new Big('106.62'), 3, false).toFixed(2)).toBe('0.00');
    const flat = { overdueFeeKind: 'flat' as const, overdueFee: '7.5' };
    expect(overdueFeeOf(flat, new Big('106.62'), 0, true).toFixed(2)).toBe('7.50');
    expect(overdueFeeOf(flat, new Big('106.62'), 40, true).toFixed(2)).toBe('7.50');
  });
});

// Expected values worked out independently (Python, decimal.Decimal at 50 digits): the same schedule rebuilt from the
// README's rules, then the monthly rate solved by Newton's method (not bisection) on
// Σ payment_k / (1 + i)^k = amount − fee, and 1200 × i rounded half-up to two places.
// 1,200 over 12 at 12 % with 1 %: eleven of 106.62 and a last of 106.60 against 1,188.00 received: i = 1.159411…%,
// 13.9129…% a year. 1,000 over 3 at 12 % with 1 %: 340.02, 340.02, 340.03 against 990.00: 18.1335…% a year.
describe('the APR including fees', () => {
  const aprWithFees = (amount: string, apr: string, termMonths: number, feePercent: string) => {
    const terms = { amount, apr, termMonths };
    const figures = quoteFiguresOf(terms, feePercent, '2026-01-10');
    return aprWithFeesOf(
      terms,
      figures.lines.map((l) => l.amount),
      figures.originationFee,
    ).toFixed(2);
  };

  it('is the rate at which the instalments are worth what was received', () => {
    expect(aprWithFees('1200', '12', 12, '1')).toBe('13.91');
    expect(aprWithFees('1000', '12', 3, '1')).toBe('18.13');
  });

  it('is the nominal rate without a fee, and prices a fee on an interest-free loan', () => {
    expect(aprWithFees('1200', '12', 12, '0')).toBe('12.00');
    expect(aprWithFees('1000', '0', 3, '0')).toBe('0.00');
    // 333.33, 333.33, 333.34 against 990.00 (Newton, as above): 0.5042…% a month, 6.05 % a year.
    expect(aprWithFees('1000', '0', 3, '1')).toBe('6.05');
  });
});
