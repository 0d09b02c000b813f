// The schedule's calendar and its edge cases, by example: month ends clamp without drifting, a zero rate repays the
// amount in equal parts with the last taking the rounding, and the overdue fee as each kind discloses it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Big } from '../../core/ledger/amounts.ts';
import {
  addMonths,
  aprWithFeesOf,
  daysBetween,
  monthlyInterestOf,
  overdueFeeOf,
  paymentInterestOf,
  quoteFiguresOf,
  scheduleOf,
} from './loan-schedule.ts';

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

describe('the interest a payment within a period charges (one rule for the next instalment and for repaying early)', () => {
  // 1,200 at 12 % a year paid out on 15 January: the first period is 31 days, its interest 12.00, its principal 94.62.
  const first = { scheduledInterest: new Big('12.00'), principalOwed: new Big('1200'), periodDays: 31 };
  const interest = (principalRepaid: string, daysElapsed: number) =>
    paymentInterestOf({ ...first, principalRepaid: new Big(principalRepaid), daysElapsed }).toFixed(2);

  it('on the payout day: the next instalment pays the month’s interest on what stays owed, repaying all pays none', () => {
    // 12.00 × (1 − 94.62 ÷ 1,200 × 31 ÷ 31) = 11.05 = 1,105.38 × 1 %: the interest on the principal still owed.
    expect(interest('94.62', 0)).toBe('11.05');
    expect(interest('1200', 0)).toBe('0.00');
  });

  it('part-way through: interest for the days elapsed on all of it, for the days left on what stays owed', () => {
    // 15 of 31 days: 12.00 × (1 − 94.62 ÷ 1,200 × 16 ÷ 31) = 11.51; everything: 12.00 × 15 ÷ 31 = 5.81.
    expect(interest('94.62', 15)).toBe('11.51');
    expect(interest('1200', 15)).toBe('5.81');
  });

  it('on or after the due date: the scheduled interest, whatever is repaid', () => {
    expect(interest('94.62', 31)).toBe('12.00');
    expect(interest('1200', 31)).toBe('12.00');
    expect(interest('1200', 40)).toBe('12.00');
  });

  it('never charges more than the schedule, more for paying earlier, or less for repaying less', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 100_000_00 }),
        fc.integer({ min: 0, max: 360_00 }),
        fc.integer({ min: 28, max: 31 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 40 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (owedCents, aprHundredths, periodDays, d1, d2, share) => {
          const principalOwed = new Big(owedCents).div(100);
          const scheduledInterest = monthlyInterestOf(principalOwed, new Big(aprHundredths).div(100).toString());
          const part = principalOwed.times(share.toFixed(4)).round(2, Big.roundDown);
          const at = (principalRepaid: Big, daysElapsed: number) =>
            paymentInterestOf({ scheduledInterest, principalOwed, principalRepaid, daysElapsed, periodDays });
          const [early, late] = d1 <= d2 ? [d1, d2] : [d2, d1];
          expect(at(part, early).gte(0)).toBe(true);
          expect(at(part, early).lte(scheduledInterest)).toBe(true);
          expect(at(part, early).lte(at(part, late))).toBe(true);
          expect(at(principalOwed, early).lte(at(part, early))).toBe(true);
          expect(at(part, periodDays).eq(scheduledInterest)).toBe(true);
        },
      ),
      { seed: 27, numRuns: 300 },
    );
  });
});
