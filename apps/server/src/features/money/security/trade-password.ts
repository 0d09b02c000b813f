// The transaction password: argon2id, checked before money leaves; after repeated wrong tries it locks for a while.
import { CODES, MESSAGES, MONEY_LIMITS, type SecurityStatusView } from '@platform/contracts';
import { type Db, eq, sql, tradePasswords, users } from '@platform/db';
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
 * Refuses unless `password` is the user's transaction password. A wrong one counts (committed at once, whatever the
 * caller does next); the MAX-th wrong one in a row locks it for the lock period. A right one clears the count.
 */
export async function verifyTradePassword(db: Db, userId: number, password: string, field = 'tradePassword') {
  const [row] = await db.select().from(tradePasswords).where(eq(tradePasswords.userId, userId));
  if (!row) throw AppError.badRequest('tradePasswordNotSet', field);
  const now = new Date();
  if (row.lockedUntil && row.lockedUntil > now) throw lockedError(row.lockedUntil);
  const lockOver = row.lockedUntil !== null;
  if (await verifyPassword(row.passwordHash, password)) {
    if (row.failedAttempts > 0 || lockOver) {
      await db
        .update(tradePasswords)
        .set({ failedAttempts: 0, lockedUntil: null })
        .where(eq(tradePasswords.userId, userId));
    }
    return;
  }
  const attempts = sql`case when ${tradePasswords.lockedUntil} is null then ${tradePasswords.failedAttempts} else 0 end + 1`;
  const [counted] = await db
    .update(tradePasswords)
    .set({
      failedAttempts: attempts,
      lockedUntil: sql`case when ${attempts} >= ${MAX} then ${new Date(now.getTime() + LOCK_MS).toISOString()}::timestamptz else null end`,
    })
    .where(eq(tradePasswords.userId, userId))
    .returning({ failedAttempts: tradePasswords.failedAttempts, lockedUntil: tradePasswords.lockedUntil });
  if (counted?.lockedUntil) throw lockedError(counted.lockedUntil);
  const left = MAX - (counted?.failedAttempts ?? MAX);
  const message = MESSAGES.tradePasswordWrong.en;
  throw new AppError(CODES.badRequest, 'tradePasswordWrong', message, [{ field, message }], { left });
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
