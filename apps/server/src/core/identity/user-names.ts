// The identity read-model other features show beside their records: who a user id is.
import { type AnyColumn, and, type Db, eq, exists, ilike, inArray, or, sql, users } from '@platform/db';
import { containing } from '../../lib/search.ts';

/** Display names of users by id: the username, else the part of the e-mail before the @. */
export async function userNames(db: Db, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r.username ?? r.email.split('@')[0]!]));
}

export type UserSummary = { userId: number; email: string; username: string | null };

export async function usersById(db: Db, ids: number[]): Promise<Map<number, UserSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ userId: users.id, email: users.email, username: users.username })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.userId, r]));
}

/** True for a row whose user (`userId`) has an e-mail address matching the ILIKE `pattern`. */
const ownerEmailLike = (db: Db, userId: AnyColumn, pattern: string) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(users)
      .where(and(eq(users.id, userId), ilike(users.email, pattern))),
  );

/** An operator's search: rows where one of `columns`, or their user's (`owner`) e-mail, contains `text`; all without. */
export function textOrOwnerEmail(db: Db, text: string | undefined, owner: AnyColumn, columns: AnyColumn[]) {
  if (!text) return undefined;
  const like = containing(text);
  return or(...columns.map((column) => ilike(column, like)), ownerEmailLike(db, owner, like));
}
