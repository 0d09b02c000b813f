import { and, type Db, eq, isNull, ne, sessions } from '@platform/db';
import type { FastifyRequest } from 'fastify';
import { randomToken, sha256 } from '../../lib/secrets.ts';
import type { DomainEventOf } from '../events/domain-events.ts';

/** What a revocation answers: publish it once the transaction committed, so open sockets of those sessions close. */
export type SessionsRevoked = DomainEventOf<'sessions.revoked'>;

/** Opens a session and returns its token; only the token's hash is stored. */
export async function openSession(db: Db, req: FastifyRequest, userId: number, days: number): Promise<string> {
  const token = randomToken();
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    userId,
    ip: req.ip ?? null,
    userAgent: req.headers['user-agent']?.slice(0, 500) ?? null,
    expiresAt: new Date(Date.now() + days * 86_400_000),
  });
  return token;
}

export async function revokeSession(db: Db, tokenHash: string): Promise<SessionsRevoked | null> {
  const [row] = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(eq(sessions.tokenHash, tokenHash))
    .returning({ userId: sessions.userId });
  return row ? { type: 'sessions.revoked', userId: row.userId, tokenHashes: [tokenHash] } : null;
}

/** Revokes every open session of a user, but the one named by `keep`. */
export async function revokeUserSessions(db: Db, userId: number, keep?: string): Promise<SessionsRevoked> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? ne(sessions.tokenHash, keep) : undefined),
    )
    .returning({ tokenHash: sessions.tokenHash });
  return { type: 'sessions.revoked', userId, tokenHashes: rows.map((row) => row.tokenHash) };
}
