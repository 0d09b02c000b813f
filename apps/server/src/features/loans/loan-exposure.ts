// The exposure limit: the principal one user may owe and have applied for across all their loans (operators set it;
// the contracts' default until they do). Applying and approving first lock the borrower's USD funding account (where
// a loan is paid out, so approvals and repayments take it too), so checks for one borrower run one after another.
import { CODES, LOAN_LIMITS, type LoanExposureView, MESSAGES } from '@platform/contracts';
import { and, type Db, eq, loanInstalments, loanSettings, loans, sql } from '@platform/db';
import { lockAccounts, userAccountId } from '../../core/ledger/accounts.ts';
import { Big, ZERO } from '../../core/ledger/amounts.ts';
import { AppError } from '../../lib/app-error.ts';

export async function exposureLimit(db: Db): Promise<{ limit: string; updatedAt: Date | null }> {
  const [row] = await db.select().from(loanSettings).where(eq(loanSettings.id, 1));
  return row
    ? { limit: row.maxExposurePerUser, updatedAt: row.updatedAt }
    : { limit: LOAN_LIMITS.defaultMaxExposurePerUser, updatedAt: null };
}

/** Takes the borrower's turn: the row lock on their USD funding account, held to the end of the transaction. */
export async function lockBorrower(tx: Db, userId: number) {
  await lockAccounts(tx, [await userAccountId(tx, userId, 'funding', 'USD')]);
}

/** Principal still owed on the user's active loans. */
async function outstandingOf(db: Db, userId: number) {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${loanInstalments.principal} - ${loanInstalments.paidPrincipal}), 0)` })
    .from(loanInstalments)
    .innerJoin(loans, eq(loans.id, loanInstalments.loanId))
    .where(and(eq(loans.userId, userId), eq(loans.status, 'active'), eq(loanInstalments.state, 'open')));
  return new Big(row?.total ?? 0);
}

export async function exposureOf(db: Db, userId: number): Promise<LoanExposureView> {
  const { limit } = await exposureLimit(db);
  const outstanding = await outstandingOf(db, userId);
  const applied = await db
    .select({ productId: loans.productId, amount: loans.amount })
    .from(loans)
    .where(and(eq(loans.userId, userId), eq(loans.status, 'pending')));
  const pending = applied.reduce((sum, a) => sum.plus(a.amount), ZERO);
  const headroom = new Big(limit).minus(outstanding).minus(pending);
  return {
    currency: 'USD',
    limit: new Big(limit).toFixed(2),
    outstanding: outstanding.toFixed(2),
    pending: pending.toFixed(2),
    headroom: (headroom.lt(0) ? ZERO : headroom).toFixed(2),
    pendingProductIds: [...new Set(applied.map((a) => a.productId))],
  };
}

/** An application (under the borrower's lock): one waiting per product, and within the headroom. */
export async function requireRoomToApply(tx: Db, userId: number, productId: number, amount: string) {
  const exposure = await exposureOf(tx, userId);
  if (exposure.pendingProductIds.includes(productId)) throw AppError.conflict('loanPendingForProduct', 'productId');
  if (new Big(amount).gt(exposure.headroom)) {
    const message = MESSAGES.loanOverExposure.en;
    throw new AppError(CODES.badRequest, 'loanOverExposure', message, [{ field: 'amount', message }], {
      limit: exposure.limit,
      headroom: exposure.headroom,
    });
  }
}

/** An approval (under the borrower's lock): what they owe now with this loan stays within the limit. */
export async function requireRoomToApprove(tx: Db, userId: number, amount: string) {
  const { limit } = await exposureLimit(tx);
  const outstanding = await outstandingOf(tx, userId);
  if (outstanding.plus(amount).gt(limit)) {
    throw new AppError(CODES.conflict, 'loanOverExposureAtApproval', undefined, null, {
      limit: new Big(limit).toFixed(2),
      outstanding: outstanding.toFixed(2),
    });
  }
}
