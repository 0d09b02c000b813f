// Balances as the ledger keeps them: total = the account's postings, frozen = its pending holds, available = the rest.
import {
  accountKindHolds,
  type BalanceView,
  CURRENCIES,
  type Currency,
  USER_ACCOUNT_KINDS,
  type UserAccountKind,
} from '@platform/contracts';
import { type Db, eq, ledgerAccounts } from '@platform/db';
import { Big, show } from './amounts.ts';

/** Every (account, currency) pair of the user, zero included, funding first (energy in USDT only). */
export async function userBalances(db: Db, userId: number): Promise<BalanceView[]> {
  const rows = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, userId));
  const byKey = new Map(rows.map((r) => [`${r.kind}:${r.currency}`, r]));
  return USER_ACCOUNT_KINDS.flatMap((account) =>
    CURRENCIES.filter((currency) => accountKindHolds(account, currency)).map((currency) =>
      balanceOf(account, currency, byKey.get(`${account}:${currency}`)),
    ),
  );
}

export function balanceOf(
  account: UserAccountKind,
  currency: Currency,
  row?: { balance: string; frozen: string },
): BalanceView {
  const total = new Big(row?.balance ?? '0');
  const frozen = new Big(row?.frozen ?? '0');
  return {
    account,
    currency,
    available: show(total.minus(frozen), currency),
    frozen: show(frozen, currency),
    total: show(total, currency),
  };
}
