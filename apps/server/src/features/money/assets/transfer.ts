// Transfers between a user's own funding and trading accounts: one record and one balanced entry each, at once.
// Transfers that arrive together are written together (group commit): a few statements for the whole group, each
// transfer keeping its own result or refusal.
import type { Currency, TransferResult, UserAccountKind } from '@platform/contracts';
import { type Db, sql, transfers } from '@platform/db';
import { lockUserAccountPairs } from '../../../core/ledger/accounts.ts';
import { Big, show } from '../../../core/ledger/amounts.ts';
import { balanceOf } from '../../../core/ledger/balances.ts';
import { type GroupKind, type GroupOutcome, runOne } from '../../../core/ledger/group-commit.ts';
import { type EntryInput, postEntries } from '../../../core/ledger/post-entries.ts';
import { rowsOf } from '../../../core/ledger/rows.ts';

export interface TransferInput {
  from: UserAccountKind;
  to: UserAccountKind;
  currency: Currency;
  amount: string;
}

export interface TransferRequest {
  userId: number;
  input: TransferInput;
}

/** Ids for `count` transfers, drawn up front so each entry can name its transfer (and the transfer its entry). */
async function transferIds(tx: Db, count: number): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await tx.execute(
      sql`select nextval(pg_get_serial_sequence('transfers', 'id'))::int as id from generate_series(1, ${count}::int)`,
    ),
  );
  return rows.map((row) => Number(row.id));
}

/** The transfers in arrival order, in the caller's transaction; one refused for want of money leaves the rest. */
export async function transferGroup(
  tx: Db,
  requests: readonly TransferRequest[],
): Promise<GroupOutcome<TransferResult>[]> {
  const { pairs, locked } = await lockUserAccountPairs(
    tx,
    requests.map((r) => ({ userId: r.userId, currency: r.input.currency })),
  );
  const ids = await transferIds(tx, requests.length);
  const planned = requests.map(({ userId, input }, i) => {
    const pair = pairs.get(`${userId} ${input.currency}`)!;
    const value = new Big(input.amount);
    const fromId = pair[input.from];
    const toId = pair[input.to];
    const entry: EntryInput = {
      type: 'transfer',
      causeType: 'transfer',
      causeId: ids[i]!,
      actorKind: 'user',
      actorId: userId,
      memo: `Transfer #${ids[i]}: ${show(value, input.currency)} ${input.currency} from ${input.from} to ${input.to}`,
      postings: [
        { accountId: fromId, amount: value.neg() },
        { accountId: toId, amount: value },
      ],
    };
    return { userId, input, value, fromId, toId, entry, id: ids[i]! };
  });
  const posted = await postEntries(
    tx,
    planned.map((p) => p.entry),
    locked,
  );
  const records = planned.flatMap((p, i) => {
    const outcome = posted[i]!;
    if ('refused' in outcome) return [];
    return [
      {
        id: p.id,
        userId: p.userId,
        fromKind: p.input.from,
        toKind: p.input.to,
        currency: p.input.currency,
        amount: p.value.toString(),
        entryId: outcome.entryId,
        createdAt: outcome.createdAt,
      },
    ];
  });
  if (records.length > 0) await tx.insert(transfers).values(records);
  return planned.map(({ input, value, fromId, toId, id }, i): GroupOutcome<TransferResult> => {
    const outcome = posted[i]!;
    if ('refused' in outcome) return { refused: outcome.refused };
    const { from, to, currency } = input;
    return {
      ok: {
        msgKey: 'transferDone',
        data: {
          id,
          entryId: outcome.entryId,
          from,
          to,
          currency,
          amount: show(value, currency),
          createdAt: outcome.createdAt.toISOString(),
          balances: [
            balanceOf(from, currency, outcome.balances.get(fromId)),
            balanceOf(to, currency, outcome.balances.get(toId)),
          ],
        },
      },
    };
  });
}

/** How transfers join a group: up to 500 in one transaction. */
export const transferKind: GroupKind<TransferRequest, TransferResult> = {
  runGroup: transferGroup,
  maxSize: 500,
};

/** One transfer alone, in the caller's transaction; a refusal is thrown. */
export async function transferBetweenAccounts(tx: Db, userId: number, input: TransferInput): Promise<TransferResult> {
  return (await runOne(transferKind, tx, { userId, input })).data;
}
