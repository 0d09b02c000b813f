// The only way money moves: one balanced, typed journal entry naming its cause and actor, written with its postings
// and the account balances it changes, in the caller's transaction (post-entries.ts does the work, for one or many).
// Transfers between a user's own accounts are the one exception, for throughput: the database function
// ledger_transfer_group writes their entries the same way, under the same database guards (balanced postings,
// immutable rows, no user account below zero available).
import type { Db } from '@platform/db';
import { type AccountBalances, type EntryInput, postEntries } from './post-entries.ts';

export { type EntryInput, type PostingInput, UnbalancedEntryError } from './post-entries.ts';

/**
 * Posts an entry. Refuses (before writing anything) an entry that does not sum to zero per currency, a zero posting,
 * and any movement that would leave a user account with less than zero available.
 */
export async function postEntry(tx: Db, input: EntryInput): Promise<number> {
  return (await postEntryWithBalances(tx, input)).entryId;
}

/** As `postEntry`, also answering each touched account's balance and frozen amount after the entry. */
export async function postEntryWithBalances(
  tx: Db,
  input: EntryInput,
): Promise<{ entryId: number; createdAt: Date; balances: AccountBalances }> {
  const [outcome] = await postEntries(tx, [input]);
  if (!outcome || 'refused' in outcome) throw outcome?.refused ?? new Error('no outcome for the entry');
  return outcome;
}
