// The collection job's work for one loan, under its row lock: each instalment on or past its date is taken from the
// funding account in date order, its overdue fee included; the first the account is short of goes (or stays)
// overdue, the user told once, and later ones wait behind it. The last payment closes the loan.
import { and, type Db, eq, type LoanRow, loanInstalments } from '@platform/db';
import type { DomainEvent } from '../../core/events/domain-events.ts';
import { lockAccounts, userAccountId } from '../../core/ledger/accounts.ts';
import { fundingAvailable } from './early-repayment-quote.ts';
import { closedEvent, overdueEvent, paidEvent } from './loan-events.ts';
import { loanDetailOf } from './loan-views.ts';
import { loanById } from './loans-repo.ts';
import { closeIfRepaid, payInstalment, standingsNow } from './repay-loan.ts';

export async function collectLoan(tx: Db, loanId: number, now: Date): Promise<DomainEvent[]> {
  const loan: LoanRow = await loanById(tx, loanId, true);
  if (loan.status !== 'active') return [];
  const events: DomainEvent[] = [];
  const due = (await standingsNow(tx, loan, now)).filter((s) => s.record.state === 'open' && s.state !== 'upcoming');
  // The funding account is locked before it is read, so what the job sees is what the repayment will find.
  await lockAccounts(tx, [await userAccountId(tx, loan.userId, 'funding', 'USD')]);
  let available = await fundingAvailable(tx, loan.userId);
  const collected: DomainEvent[] = [];
  for (const s of due) {
    if (available.gte(s.amountDue)) {
      await payInstalment(tx, loan, s, { kind: 'system', id: null }, now, 'amount');
      available = available.minus(s.amountDue);
      collected.push(
        paidEvent('loan.collected', loan.userId, loan.id, {
          number: s.record.number,
          paid: s.amountDue.toFixed(2),
          overdueFee: s.overdueFee.toFixed(2),
        }),
      );
      continue;
    }
    if (s.record.overdueAt === null) {
      await tx
        .update(loanInstalments)
        .set({ overdueAt: now })
        .where(and(eq(loanInstalments.loanId, loan.id), eq(loanInstalments.number, s.record.number)));
      events.push(overdueEvent(loan.userId, loan.id, { ...s.record, amount: s.amount.toFixed(2) }));
    }
    break;
  }
  // Each instalment taken is told once; the one that repays the loan in full by 'Loan repaid and closed'.
  if (collected.length > 0 && (await closeIfRepaid(tx, loan, now))) {
    collected.pop();
    collected.push(closedEvent(loan.userId, await loanDetailOf(tx, await loanById(tx, loan.id), now)));
  }
  return [...collected, ...events];
}
