// The transaction password: argon2id, checked before money leaves; after repeated wrong tries it locks for a while.
import { CODES, MESSAGES, MONEY_LIMITS, type SecurityStatusView } from '@platform/contracts';
import { and, type Db, eq, isNull, lte, or, sql, tradePasswords, users } from '@platform/db';
import { AppError } from '../../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../../lib/passwords.ts';

const LOCK_MS = MONEY_LIMITS.tradePasswordLockMinutes * 60_000;
const MAX = MONEY_LIMITS.tradePasswordMaxAttempts;

const untilText = (date: Date) => date.toISOString().slice(0, 16).replace('T', ' ');

function lockedError(until: Date) {
  const params = { until: untilText(until) };
  return new AppError(
    CODES.tooManyRequests,
    'tradePasswordLocked',
    MESSAGES.tradePasswordLocked.en,
    {
      retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000)),
      lockedUntil: until.toISOString(),
    },
    params,
  );
}

export async function securityStatus(db: Db, userId: number): Promise<SecurityStatusView> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const [row] = await db.select().from(tradePasswords).where(eq(tradePasswords.userId, userId));
  const locked = row?.lockedUntil && row.lockedUntil > new Date() ? row.lockedUntil : null;
  const expired = row?.lockedUntil && !locked;
  return {
    email: user?.email ?? '',
    tradePasswordSet: Boolean(row),
    tradePasswordLockedUntil: locked?.toISOString() ?? null,
    tradePasswordAttemptsLeft: locked ? 0 : MAX - (expired ? 0 : (row?.failedAttempts ?? 0)),
    maxAttempts: MAX,
    lockMinutes: MONEY_LIMITS.tradePasswordLockMinutes,
  };
}

/**
 * Refuses unless `password` is the user's transaction password. Each try is counted before argon2 runs (committed at
 * once, whatever the caller does next), so a burst of parallel guesses gets no more checks than the limit; the MAX-th
 * try in a row locks it for the lock period, and a locked password is not checked at all. A right one clears the count.
 */
export async function verifyTradePassword(db: Db, userId: number, password: string, field = 'tradePassword') {
  const attempt = await countAttempt(db, userId, field);
  if (await verifyPassword(attempt.passwordHash, password)) {
    // Clears only what this try left: a lock that other tries set meanwhile stays.
    await db
      .update(tradePasswords)
      .set({ failedAttempts: 0, lockedUntil: null })
      .where(
        and(
          eq(tradePasswords.userId, userId),
          attempt.lockedUntil
            ? eq(tradePasswords.lockedUntil, attempt.lockedUntil)
            : isNull(tradePasswords.lockedUntil),
        ),
      );
    return;
  }
  if (attempt.lockedUntil) throw lockedError(attempt.lockedUntil);
  const message = MESSAGES.tradePasswordWrong.en;
  throw new AppError(CODES.badRequest, 'tradePasswordWrong', message, [{ field, message }], {
    left: MAX - attempt.failedAttempts,
  });
}

/**
 * Counts one try in a single conditional UPDATE: refused while locked; after an expired lock the count starts again;
 * the MAX-th try sets the lock.
 */
async function countAttempt(db: Db, userId: number, field: string) {
  for (;;) {
    const now = new Date();
    const attempts = sql`case when ${tradePasswords.lockedUntil} is null then ${tradePasswords.failedAttempts} else 0 end + 1`;
    const lockUntil = new Date(now.getTime() + LOCK_MS).toISOString();
    const [counted] = await db
      .update(tradePasswords)
      .set({
        failedAttempts: attempts,
        lockedUntil: sql`case when ${attempts} >= ${MAX} then ${lockUntil}::timestamptz else null end`,
      })
      .where(
        and(
          eq(tradePasswords.userId, userId),
          or(isNull(tradePasswords.lockedUntil), lte(tradePasswords.lockedUntil, now)),
        ),
      )
      .returning({
        passwordHash: tradePasswords.passwordHash,
        failedAttempts: tradePasswords.failedAttempts,
        lockedUntil: tradePasswords.lockedUntil,
      });
    if (counted) return counted;
    const [row] = await db
      .select({ lockedUntil: tradePasswords.lockedUntil })
      .from(tradePasswords)
      .where(eq(tradePasswords.userId, userId));
    if (!row) throw AppError.badRequest('tradePasswordNotSet', field);
    if (row.lockedUntil && row.lockedUntil > new Date()) throw lockedError(row.lockedUntil);
    // The lock ran out between the two statements: count again.
  }
}

/** Sets the first transaction password; 409 when one is already set. */
export async function setTradePassword(db: Db, userId: number, password: string) {
  const passwordHash = await hashPassword(password);
  const [created] = await db
    .insert(tradePasswords)
    .values({ userId, passwordHash })
    .onConflictDoNothing()
    .returning({ userId: tradePasswords.userId });
  if (!created) throw AppError.conflict('tradePasswordAlreadySet');
}

/** Replaces the transaction password and lifts any lock (after a change or an e-mail reset). */
export async function replaceTradePassword(db: Db, userId: number, password: string) {
  const passwordHash = await hashPassword(password);
  await db
    .insert(tradePasswords)
    .values({ userId, passwordHash })
    .onConflictDoUpdate({
      target: tradePasswords.userId,
      set: { passwordHash, failedAttempts: 0, lockedUntil: null, updatedAt: new Date() },
    });
}
