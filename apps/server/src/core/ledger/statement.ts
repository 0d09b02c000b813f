// A user's statement for a period (UTC days, inclusive): per account and currency, the opening balance, every
// movement with the running balance, and the closing balance, all from the postings themselves.
import { ACCOUNT_KINDS, type Currency, type StatementView, type UserAccountKind } from '@platform/contracts';
import { and, asc, type Db, eq, gte, ledgerAccounts, ledgerEntries, ledgerPostings, lt, sql } from '@platform/db';
import { userKindOf } from './accounts.ts';
import { Big, show } from './amounts.ts';

export interface StatementPeriod {
  from: string;
  to: string;
  currency?: Currency;
  account?: UserAccountKind;
}

export const periodBounds = (from: string, to: string) => ({
  start: new Date(`${from}T00:00:00.000Z`),
  end: new Date(new Date(`${to}T00:00:00.000Z`).getTime() + 86_400_000),
});

export async function buildStatement(db: Db, userId: number, period: StatementPeriod): Promise<StatementView> {
  const { start, end } = periodBounds(period.from, period.to);
  const accounts = (await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, userId)))
    .filter((a) => !period.currency || a.currency === period.currency)
    .filter((a) => !period.account || a.kind === period.account)
    .sort(
      (a, b) => ACCOUNT_KINDS.indexOf(a.kind) - ACCOUNT_KINDS.indexOf(b.kind) || a.currency.localeCompare(b.currency),
    );
  const result: StatementView['accounts'] = [];
  for (const account of accounts) {
    const currency = account.currency;
    const [opening] = await db
      .select({ sum: sql<string | null>`sum(${ledgerPostings.amount})::text` })
      .from(ledgerPostings)
      .where(and(eq(ledgerPostings.accountId, account.id), lt(ledgerPostings.createdAt, start)));
    const lines = await db
      .select({
        entryId: ledgerPostings.entryId,
        amount: ledgerPostings.amount,
        createdAt: ledgerPostings.createdAt,
        type: ledgerEntries.type,
        memo: ledgerEntries.memo,
      })
      .from(ledgerPostings)
      .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
      .where(
        and(
          eq(ledgerPostings.accountId, account.id),
          gte(ledgerPostings.createdAt, start),
          lt(ledgerPostings.createdAt, end),
        ),
      )
      .orderBy(asc(ledgerPostings.createdAt), asc(ledgerPostings.id));
    const openingBalance = new Big(opening?.sum ?? '0');
    if (openingBalance.eq(0) && lines.length === 0) continue;
    let running = openingBalance;
    let credits = new Big(0);
    let debits = new Big(0);
    const shown = lines.map((line) => {
      const amount = new Big(line.amount);
      running = running.plus(amount);
      if (amount.gt(0)) credits = credits.plus(amount);
      else debits = debits.plus(amount);
      return {
        entryId: line.entryId,
        type: line.type,
        memo: line.memo,
        amount: show(amount, currency),
        balance: show(running, currency),
        createdAt: line.createdAt.toISOString(),
      };
    });
    result.push({
      account: userKindOf(account.kind),
      currency,
      opening: show(openingBalance, currency),
      credits: show(credits, currency),
      debits: show(debits, currency),
      closing: show(running, currency),
      lines: shown,
    });
  }
  return { userId, from: period.from, to: period.to, generatedAt: new Date().toISOString(), accounts: result };
}
