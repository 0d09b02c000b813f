// Two-phase holds: frozen until posted (in part or whole, the rest released) or voided; each resolves once.
import type { CauseType } from '@platform/contracts';
import { and, type Db, eq, type LedgerHoldRow, ledgerAccounts, ledgerHolds, sql } from '@platform/db';
import { AppError } from '../../lib/app-error.ts';
import { lockAccounts } from './accounts.ts';
import { Big } from './amounts.ts';
import { type EntryInput, postEntry } from './post-entry.ts';

export class HoldResolvedError extends Error {}

export async function createHold(
  tx: Db,
  input: { accountId: number; amount: Big; causeType: CauseType; causeId: number },
): Promise<number> {
  if (input.amount.lte(0)) throw new Error('a hold must be positive');
  // One statement: the account row is locked by the update, and frozen grows only if the rest stays available.
  const amount = input.amount.toString();
  const [frozen] = await tx
    .update(ledgerAccounts)
    .set({ frozen: sql`${ledgerAccounts.frozen} + ${amount}::numeric` })
    .where(
      and(
        eq(ledgerAccounts.id, input.accountId),
        sql`${ledgerAccounts.balance} - ${ledgerAccounts.frozen} - ${amount}::numeric >= 0`,
      ),
    )
    .returning({ id: ledgerAccounts.id });
  if (!frozen) throw AppError.badRequest('insufficientBalance', 'amount');
  const [hold] = await tx
    .insert(ledgerHolds)
    .values({
      accountId: input.accountId,
      amount,
      causeType: input.causeType,
      causeId: input.causeId,
    })
    .returning({ id: ledgerHolds.id });
  return hold!.id;
}

/**
 * Locks a pending hold and releases its frozen amount; the caller then posts or voids. The held account is locked
 * together with the accounts the caller is about to post to, in one id-ordered pass, so no two movements deadlock.
 */
async function release(tx: Db, holdId: number, alsoLocking: number[] = []): Promise<LedgerHoldRow> {
  const [hold] = await tx
    .select()
    .from(ledgerHolds)
    .where(and(eq(ledgerHolds.id, holdId), eq(ledgerHolds.status, 'pending')))
    .for('update');
  if (!hold) throw new HoldResolvedError(`hold ${holdId} is not pending`);
  const account = (await lockAccounts(tx, [hold.accountId, ...alsoLocking])).get(hold.accountId)!;
  const frozen = new Big(account.frozen).minus(hold.amount).toString();
  await tx.update(ledgerAccounts).set({ frozen }).where(eq(ledgerAccounts.id, account.id));
  return hold;
}

/**
 * Posts `amount` (at most the hold's) of a pending hold as the given entry; whatever is not posted is released.
 * The entry must debit the held account by exactly `amount`.
 */
export async function postHold(tx: Db, holdId: number, amount: Big, entry: EntryInput): Promise<number> {
  const hold = await release(
    tx,
    holdId,
    entry.postings.map((p) => p.accountId),
  );
  if (amount.lte(0) || amount.gt(hold.amount)) throw new Error(`cannot post ${amount} of hold ${holdId}`);
  const debit = entry.postings
    .filter((p) => p.accountId === hold.accountId)
    .reduce((sum, p) => sum.plus(p.amount), new Big(0));
  if (!debit.eq(amount.neg())) throw new Error(`entry must debit the held account by ${amount}`);
  const entryId = await postEntry(tx, entry);
  await tx
    .update(ledgerHolds)
    .set({ status: 'posted', postedAmount: amount.toString(), entryId, resolvedAt: new Date() })
    .where(eq(ledgerHolds.id, holdId));
  return entryId;
}

/** Voids a pending hold: its whole amount is available again. */
export async function voidHold(tx: Db, holdId: number): Promise<void> {
  await release(tx, holdId);
  await tx.update(ledgerHolds).set({ status: 'voided', resolvedAt: new Date() }).where(eq(ledgerHolds.id, holdId));
}
