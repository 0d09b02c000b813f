// Undoing a mistake: a new entry with every posting of the original negated, pointing back at it. Each entry is
// reversed at most once (a unique index), and a reversal is never itself reversed.
import { type Db, eq, ledgerEntries, ledgerPostings } from '@platform/db';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { Big } from './amounts.ts';
import { postEntry } from './post-entry.ts';

/** Entry types an operator may reverse; reviews undo their own movements (a rejected withdrawal is voided, etc.). */
export const REVERSIBLE_TYPES = new Set(['transfer']);

export async function reverseEntry(tx: Db, entryId: number, actorId: number, reason: string): Promise<number> {
  const [entry] = await tx.select().from(ledgerEntries).where(eq(ledgerEntries.id, entryId)).limit(1);
  if (!entry) throw AppError.notFound();
  if (!REVERSIBLE_TYPES.has(entry.type)) throw AppError.badRequest('entryNotReversible');
  const [already] = await tx
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.reversesEntryId, entryId))
    .limit(1);
  if (already) throw AppError.conflict('entryAlreadyReversed');
  const postings = await tx.select().from(ledgerPostings).where(eq(ledgerPostings.entryId, entryId));
  try {
    return await postEntry(tx, {
      type: 'reversal',
      causeType: 'entry',
      causeId: entryId,
      actorKind: 'operator',
      actorId,
      memo: `Reversal of entry #${entryId}: ${reason}`,
      reversesEntryId: entryId,
      postings: postings.map((p) => ({ accountId: p.accountId, amount: new Big(p.amount).neg() })),
    });
  } catch (error) {
    if (error instanceof AppError && error.messageKey === 'insufficientBalance') {
      throw AppError.badRequest('reversalWouldOverdraw');
    }
    if (isUniqueViolation(error, 'ledger_entries_reverses_key')) throw AppError.conflict('entryAlreadyReversed');
    throw error;
  }
}
