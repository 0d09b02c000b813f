// What repaying a loan in full today takes, with the funding account's available USD beside it.
import type { LoanEarlyRepaymentQuote } from '@platform/contracts';
import { type Db, eq, type LoanRow, ledgerAccounts } from '@platform/db';
import { userAccountId } from '../../core/ledger/accounts.ts';
import { Big, ZERO } from '../../core/ledger/amounts.ts';
import { utcDate } from './loan-schedule.ts';
import { earlyRepaymentOf, type InstalmentStanding } from './loan-standing.ts';

const money = (value: Big) => value.toFixed(2);

/** The funding account's USD available (balance − frozen). */
export async function fundingAvailable(db: Db, userId: number): Promise<Big> {
  const id = await userAccountId(db, userId, 'funding', 'USD');
  const [row] = await db
    .select({ balance: ledgerAccounts.balance, frozen: ledgerAccounts.frozen })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, id));
  return row ? new Big(row.balance).minus(row.frozen) : ZERO;
}

export async function earlyRepaymentQuoteOf(
  db: Db,
  loan: LoanRow,
  standings: InstalmentStanding[],
  now: Date,
): Promise<LoanEarlyRepaymentQuote> {
  const early = earlyRepaymentOf(standings, utcDate(loan.disbursedAt ?? now), utcDate(now));
  return {
    loanId: loan.id,
    asOf: now.toISOString(),
    overdueAmount: money(early.overdueAmount),
    overdueFees: money(early.overdueFees),
    principalOutstanding: money(early.principalOutstanding),
    periodStart: early.periodStart,
    daysElapsed: early.daysElapsed,
    periodDays: early.periodDays,
    scheduledInterest: money(early.scheduledInterest),
    accruedInterest: money(early.accruedInterest),
    total: money(early.total),
    scheduledRemaining: money(early.scheduledRemaining),
    interestSaved: money(early.interestSaved),
    available: money(await fundingAvailable(db, loan.userId)),
  };
}
