// Sessions: opened at log-in (with the device and address they signed in from), found by the hash of their token,
// listed for their owner, revoked (the caller publishes what a revocation returns).
import { and, type Db, desc, eq, gt, inArray, inviteCodes, isNull, ne, sessions, users } from '@platform/db';
import type { FastifyRequest } from 'fastify';
import { randomToken, sha256 } from '../../lib/secrets.ts';
import type { DomainEventOf } from '../events/domain-events.ts';
import { deviceName } from './device-name.ts';
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

declare module 'fastify' {
  interface FastifyRequest {
    /** The session this request opened (a sign-in): told as `session.opened` once its answer has left. */
    openedSession: { userId: number; tokenHash: string } | null;
  }
}

/**
 * Opens a session and returns its token; only the token's hash is stored. The request remembers it, so whichever step
 * of a sign-in opens it, the sessions feature tells `session.opened` once the answer (after the commit) has left.
 */
export async function openSession(db: Db, req: FastifyRequest, userId: number, days: number): Promise<string> {
  const token = randomToken();
  const tokenHash = sha256(token);
  const userAgent = req.headers['user-agent']?.slice(0, 500) ?? null;
  req.openedSession = { userId, tokenHash };
  await db.insert(sessions).values({
    tokenHash,
    userId,
    ip: req.ip ?? null,
    userAgent,
    device: deviceName(userAgent),
    expiresAt: new Date(Date.now() + days * 86_400_000),
  });
  return token;
}

/** A live session as its owner's sessions page lists it. */
export interface OwnSession {
  publicId: string;
  tokenHash: string;
  device: string | null;
  ip: string | null;
  createdAt: Date;
  lastSeenAt: Date;
}

/** The user's live sessions (not revoked, not expired), newest first. */
export async function findLiveSessions(db: Db, userId: number): Promise<OwnSession[]> {
  return db
    .select({
      publicId: sessions.publicId,
      tokenHash: sessions.tokenHash,
      device: sessions.device,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.createdAt), desc(sessions.publicId));
}

/** Revokes the user's live session named by its public id; null when the user has no such live session. */
export async function revokeOwnSession(db: Db, userId: number, publicId: string): Promise<SessionsRevoked | null> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.publicId, publicId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .returning({ tokenHash: sessions.tokenHash });
  return rows.length > 0 ? { type: 'sessions.revoked', userId, tokenHashes: rows.map((row) => row.tokenHash) } : null;
}

/** Marks the sessions seen now, in one statement (see last-seen.ts for how often). */
export async function touchSessions(db: Db, tokenHashes: readonly string[], at = new Date()) {
  if (tokenHashes.length === 0) return;
  await db
    .update(sessions)
    .set({ lastSeenAt: at })
    .where(inArray(sessions.tokenHash, [...tokenHashes]));
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
