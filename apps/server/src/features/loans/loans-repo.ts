// Reading products, loans and instalments. Every change to a loan (approve, reject, a repayment, the collection job)
// first locks its row FOR UPDATE, so concurrent requests and nodes take turns and each sees what the last one did.
import { CODES } from '@platform/contracts';
import {
  and,
  asc,
  type Db,
  eq,
  inArray,
  isNull,
  type LoanInstalmentRow,
  type LoanRow,
  loanInstalments,
  loanProducts,
  loans,
  type SQL,
  sql,
} from '@platform/db';
import { AppError } from '../../lib/app-error.ts';

export const productNotFound = () => new AppError(CODES.notFound, 'loanProductNotFound');
export const loanNotFound = () => new AppError(CODES.notFound, 'loanNotFound');

export async function productById(db: Db, id: number, field?: string) {
  const [row] = await db.select().from(loanProducts).where(eq(loanProducts.id, id));
  if (!row) throw field ? AppError.badRequest('loanProductNotFound', field) : productNotFound();
  return row;
}

export async function loanById(db: Db, id: number, lock = false): Promise<LoanRow> {
  const query = db.select().from(loans).where(eq(loans.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw loanNotFound();
  return row;
}

/** The caller's own loan; another user's answers 404 as if it did not exist. */
export async function ownLoan(db: Db, userId: number, id: number, lock = false): Promise<LoanRow> {
  const query = db
    .select()
    .from(loans)
    .where(and(eq(loans.id, id), eq(loans.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw loanNotFound();
  return row;
}

export async function instalmentsOf(db: Db, loanId: number) {
  return db
    .select()
    .from(loanInstalments)
    .where(eq(loanInstalments.loanId, loanId))
    .orderBy(asc(loanInstalments.number));
}

/** The instalments of each of `loanIds` in one read, each loan's in order (a loan without any has none in the map). */
export async function instalmentsOfLoans(
  db: Db,
  loanIds: readonly number[],
): Promise<Map<number, LoanInstalmentRow[]>> {
  const byLoan = new Map<number, LoanInstalmentRow[]>();
  if (loanIds.length === 0) return byLoan;
  const rows = await db
    .select()
    .from(loanInstalments)
    .where(inArray(loanInstalments.loanId, [...new Set(loanIds)]))
    .orderBy(asc(loanInstalments.loanId), asc(loanInstalments.number));
  for (const row of rows) {
    const mine = byLoan.get(row.loanId);
    if (mine) mine.push(row);
    else byLoan.set(row.loanId, [row]);
  }
  return byLoan;
}

/**
 * Keeps the APR with fees worked out for loans applied for before it was recorded on the loan, in one statement; a
 * loan that has it already keeps its own.
 */
export async function recordAprsWithFees(db: Db, figures: readonly { loanId: number; aprWithFees: string }[]) {
  if (figures.length === 0) return;
  const cases: SQL[] = figures.map((f) => sql`when ${f.loanId} then ${f.aprWithFees}::numeric`);
  await db
    .update(loans)
    .set({ aprWithFees: sql`case ${loans.id} ${sql.join(cases, sql` `)} end` })
    .where(
      and(
        inArray(
          loans.id,
          figures.map((f) => f.loanId),
        ),
        isNull(loans.aprWithFees),
      ),
    );
}
