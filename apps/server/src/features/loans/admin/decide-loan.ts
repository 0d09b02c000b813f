// A reviewer's decision on an application, under the loan's row lock so only one decision is ever taken: approving
// fixes the schedule from today and pays the loan out (the origination fee taken); rejecting records the reason the
// applicant is shown. Approving re-checks the exposure limit under the borrower's lock (their applications may have
// been made under a higher limit, or other loans approved since).
import { type Db, eq, type LoanRow, loanInstalments, loans } from '@platform/db';
import { requireVerifiedIdentity } from '../../../core/identity/kyc-gate.ts';
import { AppError } from '../../../lib/app-error.ts';
import { lockBorrower, requireRoomToApprove } from '../loan-exposure.ts';
import { disburse } from '../loan-money.ts';
import { loanAprWithFeesOf, scheduleOf, utcDate } from '../loan-schedule.ts';
import { loanById } from '../loans-repo.ts';

async function pendingLoan(tx: Db, id: number): Promise<LoanRow> {
  const loan = await loanById(tx, id, true);
  if (loan.status !== 'pending') throw AppError.conflict('loanNotPending');
  return loan;
}

export async function approveLoan(tx: Db, id: number, operatorId: number, now: Date): Promise<LoanRow> {
  const loan = await pendingLoan(tx, id);
  await requireVerifiedIdentity(tx, loan.userId);
  await lockBorrower(tx, loan.userId);
  await requireRoomToApprove(tx, loan.userId, loan.amount);
  const lines = scheduleOf(loan, utcDate(now));
  await tx.insert(loanInstalments).values(
    lines.map((l) => ({
      loanId: loan.id,
      number: l.number,
      dueDate: l.dueDate,
      principal: l.principal.toFixed(2),
      interest: l.interest.toFixed(2),
      balanceAfter: l.balanceAfter.toFixed(2),
    })),
  );
  await disburse(tx, loan, { kind: 'operator', id: operatorId });
  const [after] = await tx
    .update(loans)
    .set({
      status: 'active',
      decidedBy: operatorId,
      decidedAt: now,
      disbursedAt: now,
      // Recorded when applying; an application made before it was gets it from the schedule it is paid out on.
      aprWithFees: loan.aprWithFees ?? loanAprWithFeesOf(loan, loan.originationFee, utcDate(now)),
    })
    .where(eq(loans.id, loan.id))
    .returning();
  return after!;
}

export async function rejectLoan(tx: Db, id: number, operatorId: number, reason: string, now: Date): Promise<LoanRow> {
  await pendingLoan(tx, id);
  const [after] = await tx
    .update(loans)
    .set({ status: 'rejected', decidedBy: operatorId, decidedAt: now, rejectReason: reason })
    .where(eq(loans.id, id))
    .returning();
  return after!;
}
