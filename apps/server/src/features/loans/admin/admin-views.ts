// Products and loans as the back office sees them: a product with its pending applications and the loans it has
// out; a loan with its applicant, whether their identity is verified and what else they owe.
import type { AdminLoanDetail, AdminLoanProductView, AdminLoanView } from '@platform/contracts';
import {
  and,
  type Db,
  eq,
  inArray,
  type LoanProductRow,
  type LoanRow,
  loanInstalments,
  loans,
  ne,
  readAll,
  sql,
  users,
} from '@platform/db';
import { isIdentityVerified } from '../../../core/identity/kyc-gate.ts';
import { Big } from '../../../core/ledger/amounts.ts';
import { instalmentViewOf, loanViewOf, productViewOf, standingsOf } from '../loan-views.ts';
import { instalmentsOf } from '../loans-repo.ts';

/** Principal still owed on the active loans matching `where`, by the key chosen. */
async function outstandingBy(db: Db, where: ReturnType<typeof and>) {
  return db
    .select({
      productId: loans.productId,
      userId: loans.userId,
      loanId: loans.id,
      owed: sql<string>`(${loans.amount} - coalesce(sum(${loanInstalments.paidPrincipal}), 0))::text`,
    })
    .from(loans)
    .leftJoin(loanInstalments, eq(loanInstalments.loanId, loans.id))
    .where(and(eq(loans.status, 'active'), where))
    .groupBy(loans.id);
}

export async function adminProductViewsOf(db: Db, rows: readonly LoanProductRow[]): Promise<AdminLoanProductView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [pending, owed] = await Promise.all([
    db
      .select({ productId: loans.productId, n: sql<number>`count(*)`.mapWith(Number) })
      .from(loans)
      .where(and(inArray(loans.productId, ids), eq(loans.status, 'pending')))
      .groupBy(loans.productId),
    outstandingBy(db, inArray(loans.productId, ids)),
  ]);
  return rows.map((row) => {
    const mine = owed.filter((o) => o.productId === row.id);
    return {
      ...productViewOf(row),
      pending: pending.find((p) => p.productId === row.id)?.n ?? 0,
      loansOutstanding: mine.length,
      principalOutstanding: mine.reduce((sum, o) => sum.plus(o.owed), new Big(0)).toFixed(2),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

export const adminProductViewOf = async (db: Db, row: LoanProductRow) => (await adminProductViewsOf(db, [row]))[0]!;

export async function adminLoanViewOf(db: Db, loan: LoanRow, now = new Date()): Promise<AdminLoanView> {
  const [standings, [user], others, kycApproved] = await readAll(db, [
    () => instalmentsOf(db, loan.id).then((rows) => standingsOf(loan, rows, now)),
    () => db.select({ email: users.email, username: users.username }).from(users).where(eq(users.id, loan.userId)),
    () => outstandingBy(db, and(eq(loans.userId, loan.userId), ne(loans.id, loan.id))),
    () => isIdentityVerified(db, loan.userId),
  ]);
  return {
    ...loanViewOf(loan, standings),
    userId: loan.userId,
    email: user?.email ?? '',
    username: user?.username ?? null,
    kycApproved,
    otherLoansOutstanding: others.reduce((sum, o) => sum.plus(o.owed), new Big(0)).toFixed(2),
    decidedBy: loan.decidedBy,
  };
}

export async function adminLoanDetailOf(db: Db, loan: LoanRow, now = new Date()): Promise<AdminLoanDetail> {
  const standings = standingsOf(loan, await instalmentsOf(db, loan.id), now);
  return { loan: await adminLoanViewOf(db, loan, now), instalments: standings.map(instalmentViewOf) };
}
