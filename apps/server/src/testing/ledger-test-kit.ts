// A bare database for ledger tests (no HTTP): users inserted directly, the ledger driven through its functions.
import type { Currency, HouseAccountKind, UserAccountKind } from '@platform/contracts';
import { type Db, type DbHandle, ledgerEntries, ledgerPostings, sql, users } from '@platform/db';
import { afterAll, beforeAll, expect } from 'vitest';
import { ensureHouseAccounts, houseAccountId, userAccountId } from '../core/ledger/accounts.ts';
import { Big } from '../core/ledger/amounts.ts';
import { checkLedger } from '../core/ledger/ledger-check.ts';
import { postEntry } from '../core/ledger/post-entry.ts';
import { openTestDatabase } from './test-app.ts';

let counter = 0;

export async function openLedgerDb() {
  const handle = await openTestDatabase();
  return handle;
}

/**
 * The test file's bare database: opened before its tests (with the house accounts when `houseAccounts`), closed after
 * them. Its fields are there once the file's `beforeAll` hooks run.
 */
export function useLedgerDb(options: { houseAccounts?: boolean } = {}) {
  const opened = {} as { db: Db; handle: DbHandle };
  beforeAll(async () => {
    opened.handle = await openLedgerDb();
    opened.db = opened.handle.db;
    if (options.houseAccounts) await ensureHouseAccounts(opened.db);
  });
  afterAll(() => opened.handle.close());
  return opened;
}

/** The whole ledger checks out (every entry balanced, every currency at zero, no balance drifted or overdrawn). */
export async function ledgerBalanced(app: { db: Db }) {
  const report = await checkLedger(app.db);
  expect(report.ok, JSON.stringify(report)).toBe(true);
}

/**
 * One posting with no other side (5.25 EUR on fee income), written past the balance guard: what no code path can, and
 * the ledger check exists to notice. Answers the entry and the account it drifted.
 */
export async function breakLedger(db: Db) {
  const account = await houseAccountId(db, 'fee_income', 'EUR');
  await db.execute(sql`alter table ledger_postings disable trigger ledger_postings_balanced`);
  const [entry] = await db
    .insert(ledgerEntries)
    .values({ type: 'deposit', causeType: 'deposit', causeId: 0, actorKind: 'system', memo: 'broken on purpose' })
    .returning({ id: ledgerEntries.id });
  await db.insert(ledgerPostings).values({ entryId: entry!.id, accountId: account, currency: 'EUR', amount: '5.25' });
  await db.execute(sql`alter table ledger_postings enable trigger ledger_postings_balanced`);
  return { entryId: entry!.id, accountId: account };
}

export async function insertUser(db: Db): Promise<number> {
  const n = `${Date.now().toString(36)}${counter++}`;
  const [row] = await db
    .insert(users)
    .values({ email: `ledger${n}@example.com`, passwordHash: 'not-a-login', username: `l${n}` })
    .returning({ id: users.id });
  return row!.id;
}

/**
 * Credits a user's account (funding unless said) with `amount` as a deposit through a clearing account, as the money
 * rails do: the opening balance of a ledger test or benchmark (optionally booked at `at`).
 */
export async function depositTo(
  db: Db,
  userId: number,
  amount: string,
  { currency = 'USDT', clearing = 'chain_clearing', account = 'funding', at }: DepositOptions = {},
) {
  return db.transaction(async (tx) =>
    postEntry(tx, {
      type: 'deposit',
      causeType: 'deposit',
      causeId: 0,
      actorKind: 'system',
      actorId: null,
      memo: `Deposit ${amount} ${currency}`,
      postings: [
        { accountId: await houseAccountId(tx, clearing, currency), amount: new Big(amount).neg() },
        { accountId: await userAccountId(tx, userId, account, currency), amount: new Big(amount) },
      ],
      at,
    }),
  );
}

interface DepositOptions {
  currency?: Currency;
  clearing?: HouseAccountKind;
  account?: UserAccountKind;
  at?: Date;
}

/** A new user with `amount` USDT in their funding account. */
export async function insertFundedUser(db: Db, amount: string): Promise<number> {
  const userId = await insertUser(db);
  await depositTo(db, userId, amount);
  return userId;
}
