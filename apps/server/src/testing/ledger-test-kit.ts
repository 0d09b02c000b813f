// A bare database for ledger tests (no HTTP): users inserted directly, the ledger driven through its functions.
import type { Currency, HouseAccountKind, UserAccountKind } from '@platform/contracts';
import { type Db, users } from '@platform/db';
import { houseAccountId, userAccountId } from '../core/ledger/accounts.ts';
import { Big } from '../core/ledger/amounts.ts';
import { postEntry } from '../core/ledger/post-entry.ts';
import { openTestDatabase } from './test-app.ts';

let counter = 0;

export async function openLedgerDb() {
  const handle = await openTestDatabase();
  return handle;
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
