// Products and loans as the back office sees them: a product with its pending applications and the loans it has
// out; a loan with its applicant, whether their identity is verified and what else they owe.
import type { AdminLoanDetail, AdminLoanProductView, AdminLoanView } from '@platform/contracts';
import {
  and,
  type Db,
  eq,
  inArray,
  type LoanInstalmentRow,
  type LoanProductRow,
  type LoanRow,
  loanInstalments,
  loans,
  readAll,
  sql,
  users,
} from '@platform/db';
import { verifiedNamesOf } from '../../../core/identity/verified-name.ts';
import { Big } from '../../../core/ledger/amounts.ts';
import { instalmentViewOf, loanViewsOf, productViewOf, standingsOf } from '../loan-views.ts';
import { instalmentsOfLoans } from '../loans-repo.ts';

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

/**
 * Each loan as the back office lists it, in a fixed number of reads however many loans: their instalments, their
 * applicants, whether each applicant's identity is verified and what else each owes.
 */
export async function adminLoanViewsOf(
  db: Db,
  rows: readonly LoanRow[],
  now = new Date(),
  /** The loans' instalments, when the caller read them already. */
  instalmentsRead?: Map<number, LoanInstalmentRow[]>,
): Promise<AdminLoanView[]> {
  if (rows.length === 0) return [];
  const userIds = [...new Set(rows.map((loan) => loan.userId))];
  const [instalments, people, owed, verified] = await readAll(db, [
    () =>
      instalmentsRead
        ? Promise.resolve(instalmentsRead)
        : instalmentsOfLoans(
            db,
            rows.map((loan) => loan.id),
          ),
    () =>
      db
        .select({ id: users.id, email: users.email, username: users.username })
        .from(users)
        .where(inArray(users.id, userIds)),
    () => outstandingBy(db, inArray(loans.userId, userIds)),
    // A verified identity is the latest submission approved: the users with a verified name.
    () => verifiedNamesOf(db, userIds),
  ]);
  const views = await loanViewsOf(db, rows, instalments, now);
  const byId = new Map(people.map((p) => [p.id, p]));
  return rows.map((loan, i) => {
    const user = byId.get(loan.userId);
    const others = owed.filter((o) => o.userId === loan.userId && o.loanId !== loan.id);
    return {
      ...views[i]!,
      userId: loan.userId,
      email: user?.email ?? '',
      username: user?.username ?? null,
      kycApproved: verified.has(loan.userId),
      otherLoansOutstanding: others.reduce((sum, o) => sum.plus(o.owed), new Big(0)).toFixed(2),
      decidedBy: loan.decidedBy,
    };
  });
}

export async function adminLoanDetailOf(db: Db, loan: LoanRow, now = new Date()): Promise<AdminLoanDetail> {
  const instalments = await instalmentsOfLoans(db, [loan.id]);
  const standings = standingsOf(loan, instalments.get(loan.id) ?? [], now);
  return {
    loan: (await adminLoanViewsOf(db, [loan], now, instalments))[0]!,
    instalments: standings.map(instalmentViewOf),
  };
}
