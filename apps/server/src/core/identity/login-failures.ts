// Failed log-ins per account, counted in the database before the password is checked: shared by every node, kept
// across restarts, and a burst of parallel guesses gets no more checks than the limit.
import { and, type Db, eq, inArray, loginFailures, lt, lte, or, sql } from '@platform/db';

const WINDOW_MS = 15 * 60_000;

/** One counted try: the account's failures in its window, this one included until the password proves right. */
export interface LoginAttempt {
  account: string;
  failures: number;
  windowEndsAt: Date;
}

/**
 * Counts one try against `account` in a single statement, or refuses it (with the seconds to wait) when the account
 * has reached `max` in its window. A window starts at the first failure and lasts 15 minutes.
 */
export async function countLoginAttempt(
  db: Db,
  account: string,
  max: number,
): Promise<LoginAttempt | { retryAfterSeconds: number }> {
  const now = new Date();
  const over = sql`${loginFailures.windowEndsAt} <= ${now.toISOString()}::timestamptz`;
  const [counted] = await db
    .insert(loginFailures)
    .values({ account, failures: 1, windowEndsAt: new Date(now.getTime() + WINDOW_MS) })
    .onConflictDoUpdate({
      target: loginFailures.account,
      set: {
        failures: sql`case when ${over} then 1 else ${loginFailures.failures} + 1 end`,
        windowEndsAt: sql`case when ${over} then excluded.window_ends_at else ${loginFailures.windowEndsAt} end`,
      },
      setWhere: or(over, lt(loginFailures.failures, max)),
    })
    .returning();
  if (counted) return counted;
  const [row] = await db
    .select({ windowEndsAt: loginFailures.windowEndsAt })
    .from(loginFailures)
    .where(eq(loginFailures.account, account));
  const waitMs = (row?.windowEndsAt.getTime() ?? 0) - Date.now();
  return { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/**
 * A right password clears the account's count, but never a lock that other tries reached meanwhile: only one below
 * the limit, or the one this try itself completed.
 */
export async function clearLoginFailures(db: Db, attempt: LoginAttempt, max: number): Promise<void> {
  await db
    .delete(loginFailures)
    .where(
      and(
        eq(loginFailures.account, attempt.account),
        or(
          lt(loginFailures.failures, max),
          and(eq(loginFailures.failures, attempt.failures), eq(loginFailures.windowEndsAt, attempt.windowEndsAt)),
        ),
      ),
    );
}

/** Drops a batch of windows that are over, so names typed once do not pile up. */
export async function forgetOldLoginFailures(db: Db): Promise<void> {
  const over = db
    .select({ account: loginFailures.account })
    .from(loginFailures)
    .where(lte(loginFailures.windowEndsAt, new Date()))
    .limit(100);
  await db.delete(loginFailures).where(inArray(loginFailures.account, over));
}
