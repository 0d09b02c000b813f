// Deciding a bank deposit: credited only on approval (by the sandbox verifier or an operator); an audit failure
// keeps its written reason on the deposit for the user to see. Each deposit is decided once.
import { MONEY_LIMITS } from '@platform/contracts';
import { and, type Db, type DepositRow, deposits, eq, lte, storedFiles } from '@platform/db';
import { Big, show } from '../../../core/ledger/amounts.ts';
import { AppError } from '../../../lib/app-error.ts';
import { creditDeposit } from './sandbox-chain.ts';

export interface Reviewer {
  kind: 'verifier' | 'operator';
  id: number | null;
}

async function lockPendingBankDeposit(tx: Db, depositId: number): Promise<DepositRow> {
  const [deposit] = await tx.select().from(deposits).where(eq(deposits.id, depositId)).for('update');
  if (!deposit) throw AppError.notFound();
  if (deposit.method !== 'bank') throw AppError.conflict('notReviewable');
  if (deposit.status !== 'pending') throw AppError.conflict('alreadyReviewed');
  return deposit;
}

export async function approveBankDeposit(
  tx: Db,
  depositId: number,
  reviewer: Reviewer,
  notes: { reason?: string | null; verifierNote?: string | null } = {},
): Promise<DepositRow> {
  const deposit = await lockPendingBankDeposit(tx, depositId);
  const memo = `Deposit #${deposit.id}: ${show(deposit.amount, deposit.currency)} ${deposit.currency} by bank transfer, approved by ${
    reviewer.kind === 'verifier' ? 'the bank certificate check' : 'review'
  }`;
  const entryId = await creditDeposit(
    tx,
    deposit,
    { kind: reviewer.kind === 'verifier' ? 'system' : 'operator', id: reviewer.id },
    'bank_clearing',
    memo,
  );
  const [row] = await tx
    .update(deposits)
    .set({
      status: 'completed',
      reviewedBy: reviewer.kind,
      reviewerId: reviewer.id,
      reason: notes.reason ?? null,
      verifierNote: notes.verifierNote ?? deposit.verifierNote,
      entryId,
      completedAt: new Date(),
    })
    .where(eq(deposits.id, deposit.id))
    .returning();
  return row!;
}

export async function rejectBankDeposit(
  tx: Db,
  depositId: number,
  reviewer: Reviewer,
  reason: string,
  verifierNote?: string,
): Promise<DepositRow> {
  const deposit = await lockPendingBankDeposit(tx, depositId);
  const [row] = await tx
    .update(deposits)
    .set({
      status: 'failed',
      reviewedBy: reviewer.kind,
      reviewerId: reviewer.id,
      reason,
      verifierNote: verifierNote ?? deposit.verifierNote,
      completedAt: new Date(),
    })
    .where(eq(deposits.id, deposit.id))
    .returning();
  return row!;
}

/**
 * The sandbox bank-certificate check (no real bank is reachable). Its rule, stated in the README: a deposit still
 * pending `delaySeconds` after submission is approved when its receipt is an image file uploaded by the depositing
 * user and its amount is at least the minimum deposit; otherwise it fails with the reason. It decides well within the
 * promised 5 minutes; operators may decide before it does.
 */
export async function runBankVerifier(db: Db, delaySeconds: number, now = new Date()): Promise<number[]> {
  const due = await db
    .select({ id: deposits.id })
    .from(deposits)
    .where(
      and(
        eq(deposits.method, 'bank'),
        eq(deposits.status, 'pending'),
        lte(deposits.createdAt, new Date(now.getTime() - delaySeconds * 1000)),
      ),
    )
    .orderBy(deposits.id)
    .limit(100);
  const decided: number[] = [];
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [deposit] = await tx.select().from(deposits).where(eq(deposits.id, id)).for('update');
      if (deposit?.status !== 'pending') return;
      const [file] = deposit.receiptFileId
        ? await tx.select().from(storedFiles).where(eq(storedFiles.id, deposit.receiptFileId)).limit(1)
        : [];
      const reviewer: Reviewer = { kind: 'verifier', id: null };
      if (!file || file.ownerId !== deposit.userId) {
        await rejectBankDeposit(tx, id, reviewer, 'The credential is missing or was not uploaded by you');
      } else if (!file.mime.startsWith('image/')) {
        await rejectBankDeposit(tx, id, reviewer, 'The credential is not an image of the bank transfer receipt');
      } else if (new Big(deposit.amount).lt(MONEY_LIMITS.minDeposit)) {
        await rejectBankDeposit(tx, id, reviewer, 'The amount is below the minimum deposit of 1');
      } else {
        const verifierNote = `Receipt is a ${file.mime} image uploaded by the user; amount at least the minimum`;
        await approveBankDeposit(tx, id, reviewer, { verifierNote });
      }
      decided.push(id);
    });
  }
  return decided;
}
