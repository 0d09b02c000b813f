// The trading center's side of the ledger. Every trading transaction first locks the user's trading account, and
// posts to the two house accounts (fees earned; the counterparty that pays profits and takes losses) as its last
// statements: every trading movement locks the user's row before the house rows, so none deadlocks with another, and
// the house rows every order shares stay locked only from those postings to the commit.
import type { CauseType, SettlementCurrency } from '@platform/contracts';
import { and, type Db, eq, inArray, isNull, ledgerAccounts } from '@platform/db';
import { houseAccountId, lockAccounts, userAccountId } from '../../core/ledger/accounts.ts';
import { type Big, show } from '../../core/ledger/amounts.ts';
import { type EntryInput, postEntries } from '../../core/ledger/post-entries.ts';

export interface TradingAccounts {
  userId: number;
  currency: SettlementCurrency;
  trading: number;
  feeIncome: number;
  counterparty: number;
}

export async function lockTradingAccounts(tx: Db, userId: number, currency: SettlementCurrency) {
  // Two statements in the usual case: the user's row locked, the house rows found (never locked here).
  const [own] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, 'trading'), eq(ledgerAccounts.currency, currency)),
    )
    .for('update');
  let trading = own?.id;
  if (trading === undefined) {
    trading = await userAccountId(tx, userId, 'trading', currency);
    await lockAccounts(tx, [trading]);
  }
  const houses = await tx
    .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind })
    .from(ledgerAccounts)
    .where(
      and(
        isNull(ledgerAccounts.userId),
        eq(ledgerAccounts.currency, currency),
        inArray(ledgerAccounts.kind, ['fee_income', 'trading_counterparty']),
      ),
    );
  const house = async (kind: 'fee_income' | 'trading_counterparty') =>
    houses.find((h) => h.kind === kind)?.id ?? (await houseAccountId(tx, kind, currency));
  const feeIncome = await house('fee_income');
  const counterparty = await house('trading_counterparty');
  return { userId, currency, trading, feeIncome, counterparty } satisfies TradingAccounts;
}

interface Movement {
  causeType: CauseType;
  causeId: number;
  memo: string;
  actorKind: 'user' | 'system';
}

/** A fee from the user's trading account to fee income. */
export const feeEntry = (accounts: TradingAccounts, fee: Big, cause: Movement): EntryInput => ({
  type: 'trade_fee',
  ...cause,
  actorId: cause.actorKind === 'user' ? accounts.userId : null,
  memo: `${cause.memo}: fee ${show(fee, accounts.currency)} ${accounts.currency}`,
  postings: [
    { accountId: accounts.trading, amount: fee.neg() },
    { accountId: accounts.feeIncome, amount: fee },
  ],
});

/** Realised P/L between the counterparty and the user: a profit credits the user, a loss debits them. */
export const pnlEntry = (accounts: TradingAccounts, pnl: Big, cause: Movement): EntryInput => ({
  type: 'trade_pnl',
  ...cause,
  actorId: cause.actorKind === 'user' ? accounts.userId : null,
  memo: `${cause.memo}: ${pnl.gte(0) ? 'profit' : 'loss'} ${show(pnl.abs(), accounts.currency)} ${accounts.currency}`,
  postings: [
    { accountId: accounts.trading, amount: pnl },
    { accountId: accounts.counterparty, amount: pnl.neg() },
  ],
});

/** Posts the entries (all were checked to fit); a refusal here is a bug, so it throws. */
export async function postAll(tx: Db, entries: EntryInput[]): Promise<number[]> {
  if (entries.length === 0) return [];
  const outcomes = await postEntries(tx, entries);
  return outcomes.map((outcome) => {
    if ('refused' in outcome) throw outcome.refused;
    return outcome.entryId;
  });
}
