// An account's second factor: whether it is on, and checking a code (TOTP or one-time recovery code) behind the same
// lock-out as passwords. Used by the sign-in code step, the two-factor settings and withdrawals to new destinations.
import { and, count, type Db, eq, isNotNull, isNull, lt, twoFactorRecoveryCodes, twoFactors } from '@platform/db';
import { AppError } from '../../lib/app-error.ts';
import { randomCode, sha256 } from '../../lib/secrets.ts';
import { clearLoginFailures, countLoginAttempt } from './login-failures.ts';
import { openSecret, totpStepOf } from './two-factor-secret.ts';

/** Wrong codes per account: as many as wrong passwords (10 in 15 minutes, scaled), counted apart from them. */
export const TWO_FACTOR_MAX_FAILURES = 10;

export async function twoFactorEnabled(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: twoFactors.userId })
    .from(twoFactors)
    .where(and(eq(twoFactors.userId, userId), isNotNull(twoFactors.enabledAt)));
  return Boolean(row);
}

export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** Recovery codes are typed back with or without the dash, in any case. */
const normalRecoveryCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');
export const recoveryCodeHash = (code: string) => sha256(normalRecoveryCode(code));

/** Ten new recovery codes (50 random bits each), replacing the account's old ones; only their hashes are kept. */
export async function replaceRecoveryCodes(db: Db, userId: number, howMany: number): Promise<string[]> {
  const codes = Array.from({ length: howMany }, () => `${randomCode(5)}-${randomCode(5)}`);
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.insert(twoFactorRecoveryCodes).values(codes.map((code) => ({ userId, codeHash: recoveryCodeHash(code) })));
  return codes;
}

/**
 * Accepts a TOTP code once: its time step must be later than the last accepted one, claimed in one statement so two
 * requests carrying the same code cannot both pass. `pending` checks an enrolment not yet confirmed.
 */
export async function acceptTotpCode(
  db: Db,
  codeSecret: string,
  userId: number,
  code: string,
  state: 'enabled' | 'pending',
): Promise<number | null> {
  const [row] = await db
    .select({ sealed: twoFactors.sealedSecret })
    .from(twoFactors)
    .where(
      and(
        eq(twoFactors.userId, userId),
        state === 'enabled' ? isNotNull(twoFactors.enabledAt) : isNull(twoFactors.enabledAt),
      ),
    );
  if (!row) return null;
  const step = await totpStepOf(openSecret(codeSecret, row.sealed), code.trim());
  if (step === null) return null;
  const [claimed] = await db
    .update(twoFactors)
    .set({ lastStep: step })
    .where(and(eq(twoFactors.userId, userId), lt(twoFactors.lastStep, step)))
    .returning({ userId: twoFactors.userId });
  return claimed ? step : null;
}

/** Uses a recovery code up, once. */
async function useRecoveryCode(db: Db, userId: number, code: string): Promise<boolean> {
  const used = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, recoveryCodeHash(code)),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ userId: twoFactorRecoveryCodes.userId });
  return used.length > 0;
}

export interface CodeCheck {
  codeSecret: string;
  /** RATE_LIMIT_MULTIPLIER. */
  multiplier: number;
  /** Whether a recovery code may stand in for a TOTP code. */
  recovery: boolean;
  /** The field a wrong code is reported on. */
  field?: string;
  /** `pending` checks the code of an enrolment being confirmed. */
  state?: 'enabled' | 'pending';
}

/**
 * Checks a second-factor code for `userId`, counted against the account's code lock before any work (so parallel
 * guesses get no more checks than the limit); a right code clears the count. Throws 429 when locked, 400 on the field
 * when wrong. Answers how the account proved itself.
 */
export async function checkSecondFactor(
  db: Db,
  userId: number,
  code: string,
  options: CodeCheck,
): Promise<'totp' | 'recovery'> {
  const max = TWO_FACTOR_MAX_FAILURES * options.multiplier;
  const attempt = await countLoginAttempt(db, `two-factor:${userId}`, max);
  if ('retryAfterSeconds' in attempt) throw AppError.tooManyRequests('tooManyRequests', attempt);
  const isTotp = /^\d+$/.test(code.trim());
  const proved = isTotp
    ? (await acceptTotpCode(db, options.codeSecret, userId, code, options.state ?? 'enabled')) !== null && 'totp'
    : options.recovery && (await useRecoveryCode(db, userId, code)) && 'recovery';
  if (!proved) throw AppError.badRequest('twoFactorCodeWrong', options.field ?? 'code');
  await clearLoginFailures(db, attempt, max);
  return proved;
}
