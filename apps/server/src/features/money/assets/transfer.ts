// A transfer between a user's own funding and trading accounts: one record and one balanced entry, at once.
import type { Currency, TransferResult, UserAccountKind } from '@platform/contracts';
import { type Db, eq, transfers } from '@platform/db';
import { lockAccounts, userAccountId } from '../../../ledger/accounts.ts';
import { Big, show } from '../../../ledger/amounts.ts';
import { balanceOf } from '../../../ledger/balances.ts';
import { postEntry } from '../../../ledger/post-entry.ts';

export interface TransferInput {
  from: UserAccountKind;
  to: UserAccountKind;
  currency: Currency;
  amount: string;
}

export async function transferBetweenAccounts(tx: Db, userId: number, input: TransferInput): Promise<TransferResult> {
  const { from, to, currency } = input;
  const fromId = await userAccountId(tx, userId, from, currency);
  const toId = await userAccountId(tx, userId, to, currency);
  const value = new Big(input.amount);
  const [transfer] = await tx
    .insert(transfers)
    .values({ userId, fromKind: from, toKind: to, currency, amount: value.toString() })
    .returning();
  const entryId = await postEntry(tx, {
    type: 'transfer',
    causeType: 'transfer',
    causeId: transfer!.id,
    actorKind: 'user',
    actorId: userId,
    memo: `Transfer #${transfer!.id}: ${show(value, currency)} ${currency} from ${from} to ${to}`,
    postings: [
      { accountId: fromId, amount: value.neg() },
      { accountId: toId, amount: value },
    ],
  });
  await tx.update(transfers).set({ entryId }).where(eq(transfers.id, transfer!.id));
  const rows = await lockAccounts(tx, [fromId, toId]);
  return {
    id: transfer!.id,
    entryId,
    from,
    to,
    currency,
    amount: show(value, currency),
    createdAt: transfer!.createdAt.toISOString(),
    balances: [balanceOf(from, currency, rows.get(fromId)), balanceOf(to, currency, rows.get(toId))],
  };
}
