// A transfer between a user's own funding and trading accounts: one record and one balanced entry, at once.
import type { Currency, TransferResult, UserAccountKind } from '@platform/contracts';
import { type Db, eq, transfers } from '@platform/db';
import { userAccountPair } from '../../../core/ledger/accounts.ts';
import { Big, show } from '../../../core/ledger/amounts.ts';
import { balanceOf } from '../../../core/ledger/balances.ts';
import { postEntryWithBalances } from '../../../core/ledger/post-entry.ts';

export interface TransferInput {
  from: UserAccountKind;
  to: UserAccountKind;
  currency: Currency;
  amount: string;
}

export async function transferBetweenAccounts(tx: Db, userId: number, input: TransferInput): Promise<TransferResult> {
  const { from, to, currency } = input;
  const pair = await userAccountPair(tx, userId, currency);
  const fromId = pair[from];
  const toId = pair[to];
  const value = new Big(input.amount);
  const [transfer] = await tx
    .insert(transfers)
    .values({ userId, fromKind: from, toKind: to, currency, amount: value.toString() })
    .returning();
  const { entryId, balances } = await postEntryWithBalances(tx, {
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
  return {
    id: transfer!.id,
    entryId,
    from,
    to,
    currency,
    amount: show(value, currency),
    createdAt: transfer!.createdAt.toISOString(),
    balances: [balanceOf(from, currency, balances.get(fromId)), balanceOf(to, currency, balances.get(toId))],
  };
}
