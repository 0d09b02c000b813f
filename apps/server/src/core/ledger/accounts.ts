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

/** Both of a user's accounts in one currency (funding and trading), opened when missing. */
export async function userAccountPair(db: Db, userId: number, currency: Currency) {
  const rows = await db
    .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.currency, currency)));
  const found = new Map(rows.map((r) => [r.kind, r.id]));
  return {
    funding: found.get('funding') ?? (await accountId(db, userId, 'funding', currency)),
    trading: found.get('trading') ?? (await accountId(db, userId, 'trading', currency)),
  };
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
