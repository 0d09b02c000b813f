// Where a paid-out loan stands on a given day, worked out from its recorded instalments (pure): each instalment's
// state, days overdue and overdue fee, what paying the next instalment today takes, and what repaying everything today
// takes: the instalments past their date with their fees, the principal still owed, and interest on it only for the
// whole days elapsed in the current period. Both payments charge interest by one rule (paymentInterestOf): it accrues
// day by day over the period and stops, for the days left, on the principal the payment repays.
import type { LoanInstalmentState } from '@platform/contracts';
import type { LoanInstalmentRow } from '@platform/db';
import { Big, ZERO } from '../../core/ledger/amounts.ts';
import { daysBetween, type OverdueFeeTerms, overdueFeeOf, paymentInterestOf } from './loan-schedule.ts';

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
  /** The current period's length in days and its scheduled interest (zero when nothing is still to come). */
  periodDays: number;
  scheduledInterest: Big;
  accruedInterest: Big;
  total: Big;
  scheduledRemaining: Big;
  interestSaved: Big;
}

/**
 * The period an open instalment's interest belongs to: from the previous instalment's due date (or the payout, for the
 * first) to its own; the whole days elapsed in it today (zero before it starts, when earlier instalments were paid
 * ahead of their dates; at most its length).
 */
export function periodOf(standings: InstalmentStanding[], s: InstalmentStanding, disbursedOn: string, today: string) {
  const previous = standings.find((o) => o.record.number === s.record.number - 1);
  const start = previous ? previous.record.dueDate : disbursedOn;
  const days = Math.max(1, daysBetween(start, s.record.dueDate));
  return { start, days, daysElapsed: Math.min(days, Math.max(0, daysBetween(start, today))) };
}

export interface NextPayment {
  standing: InstalmentStanding;
  /** Paid before its due date: its interest by the early-payment rule. */
  early: boolean;
  principal: Big;
  scheduledInterest: Big;
  interest: Big;
  overdueFee: Big;
  total: Big;
  /** The principal owed in the instalment's period, which its scheduled interest is worked on. */
  principalOwed: Big;
  periodStart: string;
  periodDays: number;
  daysElapsed: number;
}

/**
 * Paying the earliest open instalment today. On or after its due date: its scheduled principal and interest and its
 * overdue fee as accrued. Before it: its principal, and interest by paymentInterestOf (the period's interest less the
 * part on this principal for the days left), so paying ahead never costs more than paying on the date, and paying
 * every instalment on its date costs exactly the schedule. Null when nothing is open.
 */
export function nextPaymentOf(standings: InstalmentStanding[], disbursedOn: string, today: string): NextPayment | null {
  const open = standings.filter((s) => s.record.state === 'open');
  const next = open[0];
  if (!next) return null;
  const period = periodOf(standings, next, disbursedOn, today);
  const principal = new Big(next.record.principal);
  const scheduledInterest = new Big(next.record.interest);
  const principalOwed = sum(open.map((s) => new Big(s.record.principal)));
  const early = next.record.dueDate > today;
  const interest = early
    ? paymentInterestOf({
        scheduledInterest,
        principalOwed,
        principalRepaid: principal,
        daysElapsed: period.daysElapsed,
        periodDays: period.days,
      })
    : scheduledInterest;
  return {
    standing: next,
    early,
    principal,
    scheduledInterest,
    interest,
    overdueFee: next.overdueFee,
    total: principal.plus(interest).plus(next.overdueFee),
    principalOwed,
    periodStart: period.start,
    periodDays: period.days,
    daysElapsed: period.daysElapsed,
  };
}

export function earlyRepaymentOf(standings: InstalmentStanding[], disbursedOn: string, today: string): EarlyRepayment {
  const open = standings.filter((s) => s.record.state === 'open');
  const pastDue = open.filter((s) => s.record.dueDate <= today);
  const future = open.filter((s) => s.record.dueDate > today);
  const overdueAmount = sum(pastDue.map((s) => s.amountDue));
  const overdueFees = sum(pastDue.map((s) => s.overdueFee));
  const principalOutstanding = sum(future.map((s) => new Big(s.record.principal)));
  const next = future[0];
  const period = next ? periodOf(standings, next, disbursedOn, today) : null;
  const periodStart = period?.start ?? pastDue.at(-1)?.record.dueDate ?? disbursedOn;
  const daysElapsed = period?.daysElapsed ?? 0;
  const accruedInterest =
    next && period
      ? paymentInterestOf({
          scheduledInterest: new Big(next.record.interest),
          principalOwed: principalOutstanding,
          principalRepaid: principalOutstanding,
          daysElapsed: period.daysElapsed,
          periodDays: period.days,
        })
      : ZERO;
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
    periodDays: period?.days ?? 0,
    scheduledInterest: next ? new Big(next.record.interest) : ZERO,
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
