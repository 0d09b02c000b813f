// Views of products and loans, every figure worked out from the recorded rows and the schedule maths.
import type {
  LoanDetail,
  LoanInstalmentView,
  LoanNextPayment,
  LoanProductView,
  LoanStatus,
  LoanView,
} from '@platform/contracts';
import type { Db, LoanInstalmentRow, LoanProductRow, LoanRow } from '@platform/db';
import { Big } from '../../core/ledger/amounts.ts';
import { earlyRepaymentQuoteOf } from './early-repayment-quote.ts';
import { aprWithFeesOf, scheduleOf, utcDate } from './loan-schedule.ts';
import { type InstalmentStanding, instalmentStandingOf, nextPaymentOf, repaidOf } from './loan-standing.ts';
import { instalmentsOf, recordAprsWithFees } from './loans-repo.ts';

const money = (value: Big | string) => new Big(value).toFixed(2);
const rate = (value: string) => new Big(value).toString();

export function productViewOf(row: LoanProductRow): LoanProductView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    currency: 'USD',
    minAmount: money(row.minAmount),
    maxAmount: money(row.maxAmount),
    termMonths: [...row.termMonths].sort((a, b) => a - b),
    apr: rate(row.apr),
    originationFeePercent: rate(row.originationFeePercent),
    overdueFeeKind: row.overdueFeeKind,
    overdueFee: rate(row.overdueFee),
    collateral: 'none',
    active: row.active,
  };
}

/** Each instalment's standing today; for an application, the schedule it applied for (counted from today). */
export function standingsOf(loan: LoanRow, rows: LoanInstalmentRow[], now: Date): InstalmentStanding[] {
  const today = utcDate(now);
  const records =
    rows.length > 0 || loan.disbursedAt
      ? rows
      : scheduleOf(loan, today).map((l) => ({
          number: l.number,
          dueDate: l.dueDate,
          principal: l.principal.toFixed(2),
          interest: l.interest.toFixed(2),
          balanceAfter: l.balanceAfter.toFixed(2),
          state: 'open' as const,
          overdueAt: null,
          paidPrincipal: '0',
          paidInterest: '0',
          paidFee: '0',
          daysOverdue: 0,
          paidAt: null,
        }));
  return records.map((r) => instalmentStandingOf(r, loan, today));
}

export function statusOf(loan: LoanRow, standings: InstalmentStanding[]): LoanStatus {
  if (loan.status !== 'active') return loan.status;
  return standings.some((s) => s.state === 'overdue') ? 'overdue' : 'active';
}

/**
 * The APR with fees recorded on the loan when applying; for a loan applied for before it was recorded, worked out
 * (by bisection: the lists record it, see recordAprsWithFees) from its instalments as they stand.
 */
export function aprWithFeesOfLoan(loan: LoanRow, standings: InstalmentStanding[]): string {
  if (loan.aprWithFees !== null) return new Big(loan.aprWithFees).toFixed(2);
  return aprWithFeesOf(
    loan,
    standings.map((s) => new Big(s.record.principal).plus(s.record.interest)),
    new Big(loan.originationFee),
  ).toFixed(2);
}

/** Each loan's view, its instalments as read at once (instalmentsOfLoans); the APR with fees recorded where missing. */
export async function loanViewsOf(
  db: Db,
  rows: readonly LoanRow[],
  instalments: Map<number, LoanInstalmentRow[]>,
  now: Date,
): Promise<LoanView[]> {
  const views = rows.map((loan) => loanViewOf(loan, standingsOf(loan, instalments.get(loan.id) ?? [], now)));
  await recordAprsWithFees(
    db,
    rows.flatMap((loan, i) =>
      loan.aprWithFees === null ? [{ loanId: loan.id, aprWithFees: views[i]!.aprWithFees }] : [],
    ),
  );
  return views;
}

export function loanViewOf(loan: LoanRow, standings: InstalmentStanding[]): LoanView {
  const repaid = repaidOf(loan.amount, loan.disbursedAt ? standings : []);
  const next = loan.status === 'active' ? standings.find((s) => s.record.state === 'open') : undefined;
  return {
    id: loan.id,
    productId: loan.productId,
    productName: loan.productName,
    status: statusOf(loan, standings),
    currency: 'USD',
    amount: money(loan.amount),
    termMonths: loan.termMonths,
    apr: rate(loan.apr),
    aprWithFees: aprWithFeesOfLoan(loan, standings),
    originationFee: money(loan.originationFee),
    overdueFeeKind: loan.overdueFeeKind,
    overdueFee: rate(loan.overdueFee),
    principalOutstanding: money(
      loan.status === 'rejected' || loan.status === 'pending' ? '0' : repaid.principalOutstanding,
    ),
    principalPaid: money(repaid.principalPaid),
    interestPaid: money(repaid.interestPaid),
    overdueFeesPaid: money(repaid.overdueFeesPaid),
    instalmentsPaid: repaid.instalmentsPaid,
    nextDueDate: next ? next.record.dueDate : null,
    nextDueAmount: next ? money(next.amountDue) : null,
    rejectReason: loan.rejectReason,
    appliedAt: loan.appliedAt.toISOString(),
    decidedAt: loan.decidedAt?.toISOString() ?? null,
    disbursedAt: loan.disbursedAt?.toISOString() ?? null,
    closedAt: loan.closedAt?.toISOString() ?? null,
  };
}

export function instalmentViewOf(s: InstalmentStanding): LoanInstalmentView {
  return {
    number: s.record.number,
    dueDate: s.record.dueDate,
    principal: money(s.record.principal),
    interest: money(s.record.interest),
    amount: money(s.amount),
    balanceAfter: money(s.record.balanceAfter),
    state: s.state,
    daysOverdue: s.daysOverdue,
    overdueFee: money(s.overdueFee),
    amountDue: money(s.amountDue),
    paidAt: s.record.paidAt?.toISOString() ?? null,
  };
}

/** What repay-next takes today, by the one payment rule; null unless the loan is being repaid. */
export function nextPaymentViewOf(loan: LoanRow, standings: InstalmentStanding[], now: Date): LoanNextPayment | null {
  if (loan.status !== 'active') return null;
  const next = nextPaymentOf(standings, utcDate(loan.disbursedAt ?? now), utcDate(now));
  if (!next) return null;
  return {
    number: next.standing.record.number,
    dueDate: next.standing.record.dueDate,
    early: next.early,
    principal: money(next.principal),
    scheduledInterest: money(next.scheduledInterest),
    interest: money(next.interest),
    interestSaved: money(next.scheduledInterest.minus(next.interest)),
    overdueFee: money(next.overdueFee),
    total: money(next.total),
    principalOwed: money(next.principalOwed),
    periodStart: next.periodStart,
    periodDays: next.periodDays,
    daysLeft: next.periodDays - next.daysElapsed,
  };
}

/** The loan, its schedule with states and (while being repaid) today's next-instalment and early-repayment quotes. */
export async function loanDetailOf(db: Db, loan: LoanRow, now = new Date()): Promise<LoanDetail> {
  const standings = standingsOf(loan, await instalmentsOf(db, loan.id), now);
  return {
    loan: loanViewOf(loan, standings),
    instalments: standings.map(instalmentViewOf),
    earlyRepayment: loan.status === 'active' ? await earlyRepaymentQuoteOf(db, loan, standings, now) : null,
    nextPayment: nextPaymentViewOf(loan, standings, now),
  };
}
