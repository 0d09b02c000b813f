// Ledger accounts: found or opened on first use, and locked in id order so concurrent movements never deadlock.
import {
  type AccountKind,
  CURRENCIES,
  type Currency,
  HOUSE_ACCOUNT_KINDS,
  type HouseAccountKind,
  USER_ACCOUNT_KINDS,
  type UserAccountKind,
} from '@platform/contracts';
import { and, asc, type Db, eq, inArray, isNull, type LedgerAccountRow, ledgerAccounts } from '@platform/db';

const USER_KINDS: ReadonlySet<AccountKind> = new Set(USER_ACCOUNT_KINDS);
const isUserKind = (kind: AccountKind): kind is UserAccountKind => USER_KINDS.has(kind);

/** The kind of one of a user's accounts: the column holds the house's kinds too, but a user is only ever given these. */
export function userKindOf(kind: AccountKind): UserAccountKind {
  if (!isUserKind(kind)) throw new Error(`a user's ledger account has the house kind ${kind}`);
  return kind;
}

/** The kind of one of the house's accounts (user_id null). */
export function houseKindOf(kind: AccountKind): HouseAccountKind {
  if (isUserKind(kind)) throw new Error(`a house ledger account has the user kind ${kind}`);
  return kind;
}

export async function userAccountId(db: Db, userId: number, kind: UserAccountKind, currency: Currency) {
  return accountId(db, userId, kind, currency);
}

/**
 * Locks (in id order) the funding and trading accounts of many (user, currency), opening the missing ones first: the
 * pairs by `userId currency`, and the locked rows for `postEntries`. One statement when every account exists.
 */
export async function lockUserAccountPairs(db: Db, wanted: ReadonlyArray<{ userId: number; currency: Currency }>) {
  const userIds = [...new Set(wanted.map((w) => w.userId))];
  const currencies = [...new Set(wanted.map((w) => w.currency))];
  const lock = () =>
    db
      .select()
      .from(ledgerAccounts)
      .where(
        and(
          inArray(ledgerAccounts.userId, userIds),
          inArray(ledgerAccounts.currency, currencies),
          inArray(ledgerAccounts.kind, ['funding', 'trading']),
        ),
      )
      .orderBy(asc(ledgerAccounts.id))
      .for('update');
  let rows = await lock();
  const idOf = (userId: number, kind: UserAccountKind, currency: Currency) =>
    rows.find((r) => r.userId === userId && r.kind === kind && r.currency === currency)?.id;
  const missing = wanted.flatMap(({ userId, currency }) =>
    (['funding', 'trading'] as const)
      .filter((kind) => idOf(userId, kind, currency) === undefined)
      .map((kind) => ({ userId, kind, currency })),
  );
  if (missing.length > 0) {
    for (const m of missing) await accountId(db, m.userId, m.kind, m.currency);
    rows = await lock();
  }
  const pairs = new Map<string, { funding: number; trading: number }>();
  for (const { userId, currency } of wanted) {
    pairs.set(`${userId} ${currency}`, {
      funding: idOf(userId, 'funding', currency)!,
      trading: idOf(userId, 'trading', currency)!,
    });
  }
  return { pairs, locked: new Map(rows.map((row) => [row.id, row])) };
}

export async function houseAccountId(db: Db, kind: HouseAccountKind, currency: Currency) {
  return accountId(db, null, kind, currency);
}

async function accountId(db: Db, userId: number | null, kind: AccountKind, currency: Currency): Promise<number> {
  const where = and(
    userId === null ? isNull(ledgerAccounts.userId) : eq(ledgerAccounts.userId, userId),
    eq(ledgerAccounts.kind, kind),
    eq(ledgerAccounts.currency, currency),
  );
  const [found] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where).limit(1);
  if (found) return found.id;
  const [created] = await db
    .insert(ledgerAccounts)
    .values({ userId, kind, currency })
    .onConflictDoNothing()
    .returning({ id: ledgerAccounts.id });
  if (created) return created.id;
  // Opened by a concurrent request between our read and our insert.
  const [again] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where).limit(1);
  return again!.id;
}

/** Row locks on the accounts (in id order), returned by id. */
export async function lockAccounts(db: Db, ids: readonly number[]): Promise<Map<number, LedgerAccountRow>> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const rows = await db
    .select()
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, unique))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

/** Opens every house account up front, so first movements never race to create them. */
export async function ensureHouseAccounts(db: Db) {
  await db
    .insert(ledgerAccounts)
    .values(HOUSE_ACCOUNT_KINDS.flatMap((kind) => CURRENCIES.map((currency) => ({ userId: null, kind, currency }))))
    .onConflictDoNothing();
}
