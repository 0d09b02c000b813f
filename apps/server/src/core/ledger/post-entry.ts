// The only way money moves: one balanced, typed journal entry naming its cause and actor, written with its postings
// and the account balances it changes, in the caller's transaction.
import type { ActorKind, CauseType, EntryType } from '@platform/contracts';
import { type Db, ledgerAccounts, ledgerEntries, ledgerPostings, sql } from '@platform/db';
import { AppError } from '../../lib/app-error.ts';
import { lockAccounts } from './accounts.ts';
import { Big, ZERO } from './amounts.ts';

export interface PostingInput {
  accountId: number;
  /** positive credits the account, negative debits it */
  amount: Big;
}

export interface EntryInput {
  type: EntryType;
  causeType: CauseType;
  causeId: number;
  actorKind: ActorKind;
  actorId: number | null;
  memo: string;
  postings: PostingInput[];
  reversesEntryId?: number;
  /** when the entry is booked; defaults to the transaction's time (fixtures and imports book at a stated time) */
  at?: Date;
}

export class UnbalancedEntryError extends Error {}

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
): Promise<{ entryId: number; balances: Map<number, { balance: string; frozen: string }> }> {
  if (input.postings.length < 2) throw new UnbalancedEntryError('an entry needs at least two postings');
  const accounts = await lockAccounts(
    tx,
    input.postings.map((p) => p.accountId),
  );
  const perCurrency = new Map<string, Big>();
  const perAccount = new Map<number, Big>();
  for (const posting of input.postings) {
    const account = accounts.get(posting.accountId);
    if (!account) throw new UnbalancedEntryError(`unknown account ${posting.accountId}`);
    if (posting.amount.eq(0)) throw new UnbalancedEntryError('a posting cannot be zero');
    perCurrency.set(account.currency, (perCurrency.get(account.currency) ?? ZERO).plus(posting.amount));
    perAccount.set(account.id, (perAccount.get(account.id) ?? ZERO).plus(posting.amount));
  }
  for (const [currency, sum] of perCurrency) {
    if (!sum.eq(0)) throw new UnbalancedEntryError(`entry does not balance in ${currency}: ${sum.toString()}`);
  }
  for (const [id, delta] of perAccount) {
    const account = accounts.get(id)!;
    const balance = new Big(account.balance).plus(delta);
    if (account.userId !== null && balance.minus(account.frozen).lt(0)) {
      throw AppError.badRequest('insufficientBalance', 'amount');
    }
  }

  const [entry] = await tx
    .insert(ledgerEntries)
    .values({
      type: input.type,
      causeType: input.causeType,
      causeId: input.causeId,
      actorKind: input.actorKind,
      actorId: input.actorId,
      memo: input.memo,
      reversesEntryId: input.reversesEntryId ?? null,
      ...(input.at ? { createdAt: input.at } : {}),
    })
    .returning({ id: ledgerEntries.id, createdAt: ledgerEntries.createdAt });
  await tx.insert(ledgerPostings).values(
    input.postings.map((p) => ({
      entryId: entry!.id,
      accountId: p.accountId,
      currency: accounts.get(p.accountId)!.currency,
      amount: p.amount.toString(),
      createdAt: entry!.createdAt,
    })),
  );
  const balances = new Map<number, { balance: string; frozen: string }>();
  for (const [id, delta] of perAccount) {
    const account = accounts.get(id)!;
    balances.set(id, { balance: new Big(account.balance).plus(delta).toString(), frozen: account.frozen });
  }
  const changed = [...perAccount].filter(([, delta]) => !delta.eq(0));
  if (changed.length > 0) {
    // One statement for every account the entry touches.
    const values = sql.join(
      changed.map(([id]) => sql`(${id}::int, ${balances.get(id)!.balance}::numeric)`),
      sql`, `,
    );
    await tx.execute(
      sql`update ${ledgerAccounts} set balance = v.balance from (values ${values}) as v(id, balance) where ${ledgerAccounts.id} = v.id`,
    );
  }
  return { entryId: entry!.id, balances };
}
