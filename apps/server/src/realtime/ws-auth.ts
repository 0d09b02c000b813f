import { and, type Db, eq, gt, isNull, sessions, users } from '@platform/db';
import { sha256 } from '../lib/secrets.ts';

/** The user a session token belongs to, when the session is live and the user active (as the HTTP auth hook checks). */
export async function userIdOfToken(db: Db, token: string): Promise<number | null> {
  const bare = token.trim().replace(/^Bearer\s+/i, '');
  if (bare.length < 16) return null;
  const [row] = await db
    .select({ id: users.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sha256(bare)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        eq(users.status, 'active'),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}
