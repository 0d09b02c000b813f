// Where a paid-out loan stands on a given day, worked out from its recorded instalments (pure): each instalment's
// state, days overdue and overdue fee, what the next payment is, and what repaying everything today takes: the
// instalments past their date with their fees, the principal still owed, and interest on it only for the whole days
// elapsed since the last instalment date (never more than the current period's scheduled interest).
import type { LoanInstalmentState } from '@platform/contracts';
import type { LoanInstalmentRow } from '@platform/db';
import { Big, ZERO } from '../../core/ledger/amounts.ts';
import { daysBetween, type OverdueFeeTerms, overdueFeeOf } from './loan-schedule.ts';

const cents = (value: Big) => value.round(2, Big.roundHalfUp);
const sum = (values: Big[]) => values.reduce((a, b) => a.plus(b), ZERO);

export type InstalmentRecord = Pick<
  LoanInstalmentRow,
  | 'number'
  | 'dueDate'
  | 'principal'
  | 'interest'
  | 'balanceAfter'
  | 'state'
  | 'overdueAt'
  | 'paidPrincipal'
  | 'paidInterest'
  | 'paidFee'
  | 'daysOverdue'
  | 'paidAt'
>;

export interface InstalmentStanding {
  record: InstalmentRecord;
  state: LoanInstalmentState;
  amount: Big;
  daysOverdue: number;
  overdueFee: Big;
  /** amount + fee while open; what was paid once paid. */
  amountDue: Big;
}

export function instalmentStandingOf(
  record: InstalmentRecord,
  terms: OverdueFeeTerms,
  today: string,
): InstalmentStanding {
  const amount = new Big(record.principal).plus(record.interest);
  if (record.state !== 'open') {
    const paid = new Big(record.paidPrincipal).plus(record.paidInterest).plus(record.paidFee);
    return {
      record,
      state: record.state,
      amount,
      daysOverdue: record.daysOverdue,
      overdueFee: new Big(record.paidFee),
      amountDue: paid,
    };
  }
  const days = daysBetween(record.dueDate, today);
  const overdue = days > 0 || (days === 0 && record.overdueAt !== null);
  const state: LoanInstalmentState = days < 0 ? 'upcoming' : overdue ? 'overdue' : 'due';
  const overdueFee = overdueFeeOf(terms, amount, days, overdue);
  return { record, state, amount, daysOverdue: Math.max(0, days), overdueFee, amountDue: amount.plus(overdueFee) };
}

export interface EarlyRepayment {
  /** Open instalments on or past their date: paid in full with their fees. */
  pastDue: InstalmentStanding[];
  /** Open instalments still to come: their principal is repaid, only the first carries the accrued interest. */
  future: InstalmentStanding[];
  overdueAmount: Big;
  overdueFees: Big;
  principalOutstanding: Big;
  periodStart: string;
  daysElapsed: number;
  accruedInterest: Big;
  total: Big;
  scheduledRemaining: Big;
  interestSaved: Big;
}

export function earlyRepaymentOf(
  standings: InstalmentStanding[],
  apr: string,
  disbursedOn: string,
  today: string,
): EarlyRepayment {
  const open = standings.filter((s) => s.record.state === 'open');
  const pastDue = open.filter((s) => s.record.dueDate <= today);
  const future = open.filter((s) => s.record.dueDate > today);
  const overdueAmount = sum(pastDue.map((s) => s.amountDue));
  const overdueFees = sum(pastDue.map((s) => s.overdueFee));
  const principalOutstanding = sum(future.map((s) => new Big(s.record.principal)));
  const started = standings.map((s) => s.record.dueDate).filter((d) => d <= today);
  const periodStart = started.length > 0 ? started.sort().at(-1)! : disbursedOn;
  const daysElapsed = Math.max(0, daysBetween(periodStart, today));
  const next = future[0];
  const accrued = cents(principalOutstanding.times(apr).times(daysElapsed).div(36_500));
  const accruedInterest =
    next && accrued.gt(next.record.interest) ? new Big(next.record.interest) : next ? accrued : ZERO;
  const total = overdueAmount.plus(principalOutstanding).plus(accruedInterest);
  const scheduledRemaining = overdueAmount.plus(sum(future.map((s) => s.amount)));
  return {
    pastDue,
    future,
    overdueAmount,
    overdueFees,
    principalOutstanding,
    periodStart,
    daysElapsed,
    accruedInterest,
    total,
    scheduledRemaining,
    interestSaved: scheduledRemaining.minus(total),
  };
}

/** What the loan has repaid so far, and what it still owes in principal. */
export function repaidOf(amount: string, standings: InstalmentStanding[]) {
  const principalPaid = sum(standings.map((s) => new Big(s.record.paidPrincipal)));
  return {
    principalPaid,
    interestPaid: sum(standings.map((s) => new Big(s.record.paidInterest))),
    overdueFeesPaid: sum(standings.map((s) => new Big(s.record.paidFee))),
    principalOutstanding: new Big(amount).minus(principalPaid),
    instalmentsPaid: standings.filter((s) => s.state === 'paid').length,
  };
}
