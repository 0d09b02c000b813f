// The places a transaction-password check holds while argon2 runs. A try claims a place first, in one conditional
// UPDATE, only while the wrong tries counted plus the checks in flight are under the limit; its answer then gives the
// place back: a right one clears the count, a wrong one is counted (the limit-th locks). So a burst of wrong guesses
// gets no more checks than the limit, and a right one waits its turn instead of being refused for the others in flight.
import { MONEY_LIMITS } from '@platform/contracts';
import { and, type Db, eq, isNull, lte, or, sql, tradePasswords } from '@platform/db';

const LOCK_MS = MONEY_LIMITS.tradePasswordLockMinutes * 60_000;
const MAX = MONEY_LIMITS.tradePasswordMaxAttempts;
/** A place not given back within this (its node died mid-check) lapses, with every place taken before it. */
const LEASE_MS = 30_000;

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const t = tradePasswords;

/** Checks in flight whose lease still runs at `now`. */
const inFlight = (now: Date) =>
  sql<number>`case when ${t.checksStartedAt} > ${at(new Date(now.getTime() - LEASE_MS))} then ${t.checksInFlight} else 0 end`;
/** Wrong tries counted: an expired lock starts the count again. */
const counted = sql<number>`case when ${t.lockedUntil} is null then ${t.failedAttempts} else 0 end`;
const notLocked = (now: Date) => or(isNull(t.lockedUntil), lte(t.lockedUntil, now));

export type Claim =
  | { kind: 'claimed'; passwordHash: string }
  | { kind: 'locked'; until: Date }
  | { kind: 'full' }
  | { kind: 'notSet' };

/** Claims a place for one check, unless the password is locked or every place under the limit is taken. */
export async function claimCheck(db: Db, userId: number, now = new Date()): Promise<Claim> {
  const [claimed] = await db
    .update(t)
    .set({
      failedAttempts: counted,
      lockedUntil: null,
      checksInFlight: sql`${inFlight(now)} + 1`,
      checksStartedAt: now,
    })
    .where(and(eq(t.userId, userId), notLocked(now), sql`${counted} + ${inFlight(now)} < ${MAX}`))
    .returning({ passwordHash: t.passwordHash });
  if (claimed) return { kind: 'claimed', passwordHash: claimed.passwordHash };
  const [row] = await db.select({ lockedUntil: t.lockedUntil }).from(t).where(eq(t.userId, userId));
  if (!row) return { kind: 'notSet' };
  if (row.lockedUntil && row.lockedUntil > now) return { kind: 'locked', until: row.lockedUntil };
  return { kind: 'full' };
}

const giveBack = (now: Date) => sql`greatest(${inFlight(now)} - 1, 0)`;

/**
 * A right answer gives its place back and clears the count; refused (`locked`) only when a lock was set meanwhile,
 * which the places make impossible unless this check outlived its lease.
 */
export async function settleRight(db: Db, userId: number, now = new Date()): Promise<{ lockedUntil: Date | null }> {
  const [cleared] = await db
    .update(t)
    .set({ failedAttempts: 0, checksInFlight: giveBack(now) })
    .where(and(eq(t.userId, userId), notLocked(now)))
    .returning({ userId: t.userId });
  if (cleared) return { lockedUntil: null };
  return { lockedUntil: await releaseLocked(db, userId, now) };
}

/** A wrong answer gives its place back and is counted; the limit-th wrong one in a row locks for the lock period. */
export async function settleWrong(db: Db, userId: number, now = new Date()) {
  const failed = sql`${counted} + 1`;
  const [row] = await db
    .update(t)
    .set({
      failedAttempts: failed,
      lockedUntil: sql`case when ${failed} >= ${MAX} then ${at(new Date(now.getTime() + LOCK_MS))} else null end`,
      checksInFlight: giveBack(now),
    })
    .where(and(eq(t.userId, userId), notLocked(now)))
    .returning({ failedAttempts: t.failedAttempts, lockedUntil: t.lockedUntil });
  if (row) return row;
  return { failedAttempts: MAX, lockedUntil: await releaseLocked(db, userId, now) };
}

async function releaseLocked(db: Db, userId: number, now: Date) {
  const [row] = await db
    .update(t)
    .set({ checksInFlight: giveBack(now) })
    .where(eq(t.userId, userId))
    .returning({ lockedUntil: t.lockedUntil });
  return row?.lockedUntil ?? now;
}
