// Posting many entries with few statements: every touched account locked once (id order), each entry checked in
// order against the balances the ones before it left, then all accepted entries, their postings and the new balances
// written in one statement. An entry that would leave a user account below zero available is refused alone.
import type { ActorKind, CauseType, EntryType } from '@platform/contracts';
import { type Db, type LedgerAccountRow, sql } from '@platform/db';
import { AppError } from '../../lib/app-error.ts';
import { lockAccounts } from './accounts.ts';
import { Big, ZERO } from './amounts.ts';
import { rowsOf } from './rows.ts';

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

export type AccountBalances = Map<number, { balance: string; frozen: string }>;

export type EntryOutcome =
  | { entryId: number; createdAt: Date; balances: AccountBalances }
  | { refused: AppError; entryId?: never };

/** Per account, the amount the entry moves; throws when the entry is malformed (a bug in the caller, not a refusal). */
function movementsOf(input: EntryInput, currencyOf: (accountId: number) => string | undefined) {
  if (input.postings.length < 2) throw new UnbalancedEntryError('an entry needs at least two postings');
  const perCurrency = new Map<string, Big>();
  const perAccount = new Map<number, Big>();
  for (const posting of input.postings) {
    const currency = currencyOf(posting.accountId);
    if (currency === undefined) throw new UnbalancedEntryError(`unknown account ${posting.accountId}`);
    if (posting.amount.eq(0)) throw new UnbalancedEntryError('a posting cannot be zero');
    perCurrency.set(currency, (perCurrency.get(currency) ?? ZERO).plus(posting.amount));
    perAccount.set(posting.accountId, (perAccount.get(posting.accountId) ?? ZERO).plus(posting.amount));
  }
  for (const [currency, sum] of perCurrency) {
    if (!sum.eq(0)) throw new UnbalancedEntryError(`entry does not balance in ${currency}: ${sum.toString()}`);
  }
  return perAccount;
}

/**
 * Posts the entries in order, in the caller's transaction: one outcome per entry, either its id, time and the
 * touched accounts' balances after it, or its refusal (insufficient balance). Throws on a malformed entry.
 * `locked`: accounts the caller already locked (FOR UPDATE) in this transaction, so they are not read again.
 */
export async function postEntries(
  tx: Db,
  inputs: readonly EntryInput[],
  locked: ReadonlyMap<number, LedgerAccountRow> = new Map(),
): Promise<EntryOutcome[]> {
  const ids = inputs.flatMap((input) => input.postings.map((p) => p.accountId));
  const toLock = ids.filter((id) => !locked.has(id));
  const accounts = new Map([...locked, ...(toLock.length > 0 ? await lockAccounts(tx, toLock) : [])]);
  const running = new Map([...accounts].map(([id, row]) => [id, new Big(row.balance)]));
  const changed = new Set<number>();
  const outcomes: Array<{ refused: AppError } | { balances: AccountBalances }> = [];
  for (const input of inputs) {
    const perAccount = movementsOf(input, (id) => accounts.get(id)?.currency);
    const overdrawn = [...perAccount].some(([id, delta]) => {
      const account = accounts.get(id)!;
      return account.userId !== null && running.get(id)!.plus(delta).minus(account.frozen).lt(0);
    });
    if (overdrawn) {
      outcomes.push({ refused: AppError.badRequest('insufficientBalance', 'amount') });
      continue;
    }
    const balances: AccountBalances = new Map();
    for (const [id, delta] of perAccount) {
      const balance = running.get(id)!.plus(delta);
      running.set(id, balance);
      if (!delta.eq(0)) changed.add(id);
      balances.set(id, { balance: balance.toString(), frozen: accounts.get(id)!.frozen });
    }
    outcomes.push({ balances });
  }

  const accepted = inputs.flatMap((input, ord) => ('balances' in outcomes[ord]! ? [{ input, ord }] : []));
  if (accepted.length === 0) return outcomes as EntryOutcome[];
  const written = await writeEntries(
    tx,
    accepted,
    [...changed].map((id) => ({ id, balance: running.get(id)!.toString() })),
    (id) => accounts.get(id)!.currency,
  );
  return outcomes.map((outcome, ord) => {
    if ('refused' in outcome) return outcome;
    const row = written.get(ord)!;
    return { entryId: row.id, createdAt: row.createdAt, balances: outcome.balances };
  });
}

/** One statement: entry ids drawn, entries and postings inserted, kept balances set; answers id and time by `ord`. */
async function writeEntries(
  tx: Db,
  accepted: Array<{ input: EntryInput; ord: number }>,
  balances: Array<{ id: number; balance: string }>,
  currencyOf: (accountId: number) => string,
) {
  const entries = accepted.map(({ input, ord }) => ({
    ord,
    type: input.type,
    cause_type: input.causeType,
    cause_id: input.causeId,
    actor_kind: input.actorKind,
    actor_id: input.actorId,
    memo: input.memo,
    reverses_entry_id: input.reversesEntryId ?? null,
    at: input.at?.toISOString() ?? null,
  }));
  const postings = accepted.flatMap(({ input, ord }) =>
    input.postings.map((p, idx) => ({
      ord,
      idx,
      account_id: p.accountId,
      currency: currencyOf(p.accountId),
      amount: p.amount.toString(),
    })),
  );
  const rows = rowsOf<{ ord: number; id: number; at_ms: number }>(
    await tx.execute(sql`with r as materialized (
        select r.*, nextval(pg_get_serial_sequence('ledger_entries', 'id'))::int as id,
          coalesce(r.at, now()) as created_at
        from jsonb_to_recordset(${JSON.stringify(entries)}::jsonb) as r(ord int, type text, cause_type text,
          cause_id int, actor_kind text, actor_id int, memo text, reverses_entry_id int, at timestamptz)),
      e as (insert into ledger_entries (id, type, cause_type, cause_id, actor_kind, actor_id, memo, reverses_entry_id,
          created_at)
        select id, type, cause_type, cause_id, actor_kind, actor_id, memo, reverses_entry_id, created_at
        from r order by ord),
      p as (insert into ledger_postings (entry_id, account_id, currency, amount, created_at)
        select r.id, p.account_id, p.currency, p.amount, r.created_at
        from jsonb_to_recordset(${JSON.stringify(postings)}::jsonb)
          as p(ord int, idx int, account_id int, currency text, amount numeric)
        join r using (ord)
        order by p.ord, p.idx),
      b as (update ledger_accounts a set balance = b.balance
        from jsonb_to_recordset(${JSON.stringify(balances)}::jsonb) as b(id int, balance numeric)
        where a.id = b.id)
      select ord, id, floor(extract(epoch from created_at) * 1000)::float8 as at_ms from r`),
  );
  return new Map(rows.map((row) => [Number(row.ord), { id: Number(row.id), createdAt: new Date(Number(row.at_ms)) }]));
}
