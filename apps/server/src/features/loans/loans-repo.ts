// Reading products, loans and instalments. Every change to a loan (approve, reject, a repayment, the collection job)
// first locks its row FOR UPDATE, so concurrent requests and nodes take turns and each sees what the last one did.
import { CODES } from '@platform/contracts';
import { and, asc, type Db, eq, type LoanRow, loanInstalments, loanProducts, loans } from '@platform/db';
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
