// The transaction password: argon2id, checked before money leaves; after repeated wrong tries it locks for a while.
import { CODES, MESSAGES, MONEY_LIMITS, type SecurityStatusView } from '@platform/contracts';
import { type Db, eq, tradePasswords, users } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../../lib/passwords.ts';
import { createCheckTurns } from './check-turns.ts';
import { claimCheck, settleRight, settleWrong } from './trade-password-checks.ts';

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

/** How long a try waits before asking again while every place is taken by checks on other nodes. */
const waitForPlace = () => new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 100));

/** One app's transaction-password checks, with their turns on this node (check-turns.ts): they live and die with it. */
export interface TradePasswordChecks {
  /**
   * Refuses unless `password` is the user's transaction password. A try claims one of the limit's places before argon2
   * runs (trade-password-checks.ts), so a burst of parallel guesses gets no more checks than the limit; the limit-th
   * wrong try in a row locks it for the lock period, and a locked password is not checked at all. A right one clears
   * the count, and is never refused because others were in flight: it waits for its turn instead (check-turns.ts).
   */
  verify(userId: number, password: string, field?: string): Promise<void>;
  /** argon2 against the stored hash: the slow step the places bound (called through here, so a test counts it). */
  matches(passwordHash: string, password: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    tradePasswords: TradePasswordChecks;
  }
}

export function createTradePasswordChecks(db: Db): TradePasswordChecks {
  const inTurn = createCheckTurns();
  const checks: TradePasswordChecks = {
    verify: (userId, password, field = 'tradePassword') => inTurn(userId, () => check(userId, password, field)),
    matches: (passwordHash, password) => verifyPassword(passwordHash, password),
  };

  async function check(userId: number, password: string, field: string) {
    let claim = await claimCheck(db, userId);
    while (claim.kind === 'full') {
      await waitForPlace();
      claim = await claimCheck(db, userId);
    }
    if (claim.kind === 'notSet') throw AppError.badRequest('tradePasswordNotSet', field);
    if (claim.kind === 'locked') throw lockedError(claim.until);
    if (await checks.matches(claim.passwordHash, password)) {
      const { lockedUntil } = await settleRight(db, userId);
      if (lockedUntil) throw lockedError(lockedUntil);
      return;
    }
    const wrong = await settleWrong(db, userId);
    if (wrong.lockedUntil) throw lockedError(wrong.lockedUntil);
    const message = MESSAGES.tradePasswordWrong.en;
    throw new AppError(CODES.badRequest, 'tradePasswordWrong', message, [{ field, message }], {
      left: MAX - wrong.failedAttempts,
    });
  }

  return checks;
}

/** Gives the app its own checks (`app.tradePasswords`), for the withdrawal and security routes. */
export function registerTradePasswordChecks(app: FastifyInstance) {
  app.decorate('tradePasswords', createTradePasswordChecks(app.db));
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
