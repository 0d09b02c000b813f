// Sessions: opened at log-in, found by the hash of their token, revoked (the caller publishes what a revocation returns).
import { and, type Db, eq, gt, inviteCodes, isNull, ne, sessions, users } from '@platform/db';
import type { FastifyRequest } from 'fastify';
import { randomToken, sha256 } from '../../lib/secrets.ts';
import type { DomainEventOf } from '../events/domain-events.ts';
import type { UserViewColumns } from './users-repo.ts';

/** What a revocation answers: publish it once the transaction committed, so open sockets of those sessions close. */
export type SessionsRevoked = DomainEventOf<'sessions.revoked'>;

/** What a live session opens: its user (the columns of the user's view) and when it expires. */
export interface LiveSession {
  user: UserViewColumns;
  inviteCode: string | null;
  expiresAt: Date;
}

/** The live session a token hash names, in one query: not revoked, not expired, its user active. */
export async function findLiveSession(db: Db, tokenHash: string): Promise<LiveSession | undefined> {
  const [row] = await db
    .select({
      user: {
        id: users.id,
        username: users.username,
        email: users.email,
        invitedBy: users.invitedBy,
        language: users.language,
        roles: users.roles,
        createdAt: users.createdAt,
      },
      inviteCode: inviteCodes.code,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(inviteCodes, eq(inviteCodes.ownerId, users.id))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        eq(users.status, 'active'),
      ),
    )
    .limit(1);
  return row;
}

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
