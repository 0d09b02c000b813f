// The password step's challenge when an account has a second factor: a random token (only its hash kept), for this
// account, for a few minutes, used up by the code step that opens the session.
import { TWO_FACTOR, type TwoFactorChallenge } from '@platform/contracts';
import { and, type Db, eq, gt, isNotNull, isNull, lt, or, twoFactorChallenges } from '@platform/db';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { randomToken, sha256 } from '../../lib/secrets.ts';

export async function openChallenge(db: Db, req: FastifyRequest, userId: number): Promise<TwoFactorChallenge> {
  const challenge = randomToken();
  const expiresAt = new Date(Date.now() + TWO_FACTOR.challengeMinutes * 60_000);
  // Over ones go as new ones come, so the table holds only the last few minutes' sign-ins.
  await db
    .delete(twoFactorChallenges)
    .where(or(lt(twoFactorChallenges.expiresAt, new Date()), isNotNull(twoFactorChallenges.usedAt)));
  await db.insert(twoFactorChallenges).values({
    tokenHash: sha256(challenge),
    userId,
    ip: req.ip ?? null,
    userAgent: req.headers['user-agent']?.slice(0, 500) ?? null,
    expiresAt,
  });
  return { twoFactorRequired: true, challenge, expiresAt: expiresAt.toISOString() };
}

const live = (hash: string) =>
  and(
    eq(twoFactorChallenges.tokenHash, hash),
    isNull(twoFactorChallenges.usedAt),
    gt(twoFactorChallenges.expiresAt, new Date()),
  );

/** The account a live challenge is for; an unknown, used or expired one asks for the password again. */
export async function challengedUser(db: Db, challenge: string): Promise<number> {
  const [row] = await db
    .select({ userId: twoFactorChallenges.userId })
    .from(twoFactorChallenges)
    .where(live(sha256(challenge)));
  if (!row) throw AppError.badRequest('twoFactorChallengeExpired', 'challenge');
  return row.userId;
}

/** Uses the challenge up, once: of two code steps racing with one challenge, one opens a session. */
export async function useChallenge(db: Db, challenge: string): Promise<void> {
  const used = await db
    .update(twoFactorChallenges)
    .set({ usedAt: new Date() })
    .where(live(sha256(challenge)))
    .returning({ userId: twoFactorChallenges.userId });
  if (used.length === 0) throw AppError.badRequest('twoFactorChallengeExpired', 'challenge');
}
