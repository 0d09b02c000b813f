import type { UserView } from '@platform/contracts';
import { type Db, eq, inviteCodes, sql, type UserRow, users } from '@platform/db';

/** Finds a user by the account a person types: a user ID (digits), an e-mail address, or a username. */
export async function findUserByAccount(db: Db, account: string): Promise<UserRow | undefined> {
  const value = account.trim();
  const where = /^\d{1,10}$/.test(value)
    ? eq(users.id, Number(value))
    : value.includes('@')
      ? eq(users.email, value.toLowerCase())
      : eq(sql`lower(${users.username})`, value.toLowerCase());
  if (/^\d+$/.test(value) && Number(value) > 2_147_483_647) return undefined;
  const [row] = await db.select().from(users).where(where).limit(1);
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

export async function usernameTaken(db: Db, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  return Boolean(row);
}

/** The columns a user's view is made of (a session lookup selects only these). */
export type UserViewColumns = Pick<
  UserRow,
  'id' | 'username' | 'email' | 'invitedBy' | 'language' | 'roles' | 'createdAt'
>;

export function toUserView(row: UserViewColumns, inviteCode: string | null): UserView {
  return {
    userId: row.id,
    username: row.username,
    email: row.email,
    inviteCode,
    invitedBy: row.invitedBy,
    language: row.language,
    roles: row.roles,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function getUserView(db: Db, userId: number): Promise<UserView | undefined> {
  const [row] = await db
    .select({ user: users, inviteCode: inviteCodes.code })
    .from(users)
    .leftJoin(inviteCodes, eq(inviteCodes.ownerId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ? toUserView(row.user, row.inviteCode) : undefined;
}
