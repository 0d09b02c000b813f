// Repaying a loan, in the caller's transaction under the loan's row lock: the earliest unpaid instalment (on or after
// its date as scheduled, its overdue fee included; before it, its principal and the interest the early-payment rule
// charges), or everything at once early (the instalments past their date with their fees, the principal still owed
// and interest only for the days elapsed). Both follow one rule, paymentInterestOf. The last repayment closes the loan.
import { type Db, eq, type LoanRow, loans } from '@platform/db';
import { Big, ZERO } from '../../core/ledger/amounts.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Actor, markPaid, postRepayment } from './loan-money.ts';
import { utcDate } from './loan-schedule.ts';
import { earlyRepaymentOf, type InstalmentStanding, nextPaymentOf } from './loan-standing.ts';
import { standingsOf } from './loan-views.ts';
import { instalmentsOf } from './loans-repo.ts';

export async function standingsNow(tx: Db, loan: LoanRow, now: Date) {
  return standingsOf(loan, await instalmentsOf(tx, loan.id), now);
}

/** Pays one open instalment in full (its fee as accrued now). */
export async function payInstalment(
  tx: Db,
  loan: LoanRow,
  s: InstalmentStanding,
  actor: Actor,
  now: Date,
  field: string,
) {
  const principal = new Big(s.record.principal);
  const interest = new Big(s.record.interest);
  await postRepayment(
    tx,
    loan,
    actor,
    {
      number: s.record.number,
      principal,
      interest,
      overdueFee: s.overdueFee,
      memo: `Loan #${loan.id}: instalment ${s.record.number} of ${loan.termMonths} due ${s.record.dueDate}`,
    },
    field,
  );
  await markPaid(
    tx,
    loan.id,
    s.record.number,
    { principal, interest, fee: s.overdueFee, daysOverdue: s.daysOverdue, state: 'paid' },
    now,
  );
}

/** Closes the loan once nothing is open; true when it closed now. */
export async function closeIfRepaid(tx: Db, loan: LoanRow, now: Date): Promise<boolean> {
  const open = (await standingsNow(tx, loan, now)).some((s) => s.record.state === 'open');
  if (open) return false;
  await tx.update(loans).set({ status: 'closed', closedAt: now }).where(eq(loans.id, loan.id));
  return true;
}

function requireActive(loan: LoanRow) {
  if (loan.status !== 'active') throw AppError.conflict('loanNotActive');
}

/** POST /api/loans/mine/:id/repay-next: the earliest unpaid instalment, from the funding account. */
export async function repayNext(tx: Db, loan: LoanRow, now: Date) {
  requireActive(loan);
  const standings = await standingsNow(tx, loan, now);
  const next = nextPaymentOf(standings, utcDate(loan.disbursedAt ?? now), utcDate(now));
  if (!next) throw AppError.conflict('loanNotActive');
  const actor: Actor = { kind: 'user', id: loan.userId };
  if (!next.early) {
    await payInstalment(tx, loan, next.standing, actor, now, 'amount');
    return closeIfRepaid(tx, loan, now);
  }
  const { number, dueDate } = next.standing.record;
  const saved = next.scheduledInterest.minus(next.interest).toFixed(2);
  await postRepayment(
    tx,
    loan,
    actor,
    {
      number,
      principal: next.principal,
      interest: next.interest,
      overdueFee: ZERO,
      memo: `Loan #${loan.id}: instalment ${number} of ${loan.termMonths} due ${dueDate}, paid early: ${next.principal.toFixed(2)} principal and ${next.interest.toFixed(2)} interest (${next.scheduledInterest.toFixed(2)} scheduled, less ${saved} on the principal for ${next.periodDays - next.daysElapsed} of ${next.periodDays} days)`,
    },
    'amount',
  );
  await markPaid(
    tx,
    loan.id,
    number,
    { principal: next.principal, interest: next.interest, fee: ZERO, daysOverdue: 0, state: 'paid' },
    now,
  );
  return closeIfRepaid(tx, loan, now);
}

/** POST /api/loans/mine/:id/repay-early: everything, at the total the user was shown (refused if it changed). */
export async function repayEarly(tx: Db, loan: LoanRow, shownTotal: string, now: Date) {
  requireActive(loan);
  const standings = await standingsNow(tx, loan, now);
  const early = earlyRepaymentOf(standings, utcDate(loan.disbursedAt ?? now), utcDate(now));
  if (!early.total.eq(shownTotal)) throw AppError.badRequest('loanQuoteChanged', 'total');
  const actor: Actor = { kind: 'user', id: loan.userId };
  for (const s of early.pastDue) await payInstalment(tx, loan, s, actor, now, 'total');
  const [first, ...rest] = early.future;
  if (first) {
    await postRepayment(
      tx,
      loan,
      actor,
      {
        number: first.record.number,
        principal: early.principalOutstanding,
        interest: early.accruedInterest,
        overdueFee: new Big(0),
        memo: `Loan #${loan.id}: early repayment of ${early.principalOutstanding.toFixed(2)} principal and ${early.accruedInterest.toFixed(2)} interest for ${early.daysElapsed} days`,
      },
      'total',
    );
    const settled = { fee: new Big(0), daysOverdue: 0, state: 'settled_early' as const };
    const principal = new Big(first.record.principal);
    await markPaid(tx, loan.id, first.record.number, { ...settled, principal, interest: early.accruedInterest }, now);
    for (const s of rest) {
      await markPaid(
        tx,
        loan.id,
        s.record.number,
        { ...settled, principal: new Big(s.record.principal), interest: new Big(0) },
        now,
      );
    }
  }
  return closeIfRepaid(tx, loan, now);
}
