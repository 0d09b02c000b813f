// The schedule's calendar and its edge cases, by example: month ends clamp without drifting, a zero rate repays the
// amount in equal parts with the last taking the rounding, and the overdue fee as each kind discloses it.
import { describe, expect, it } from 'vitest';
import { Big } from '../../core/ledger/amounts.ts';
import { addMonths, daysBetween, overdueFeeOf, scheduleOf } from './loan-schedule.ts';

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
