// One-time e-mail codes: 6 digits, 10-minute expiry, 5 attempts, one resend a minute per address, single use.
import { bilingual, EMAIL_CODE, formatMessage, type Language } from '@platform/contracts';
import { and, type Db, desc, type EmailCodePurpose, emailCodes, eq, isNull, lt, sql } from '@platform/db';
import { AppError } from '../../lib/app-error.ts';
import { keyedHash, randomDigits, sameHash } from '../../lib/secrets.ts';
import type { Mailer } from '../mail/mailer.ts';
import english from './email-codes.en.json' with { type: 'json' };
import chinese from './email-codes.zh.json' with { type: 'json' };

const SUBJECTS: Record<EmailCodePurpose, Record<Language, string>> = /* @__PURE__ */ bilingual(
  english.subjects,
  chinese.subjects,
);
const BODIES: Record<Language, string> = { en: english.body, zh: chinese.body };

/** What is stored of a code: keyed by the server secret, so a copy of the table alone does not give the codes away. */
const codeHash = (secret: string, purpose: EmailCodePurpose, email: string, code: string) =>
  keyedHash(secret, 'email-code', `${purpose}:${email}:${code}`);

function body(code: string, language: Language) {
  return formatMessage(BODIES[language], { code, minutes: EMAIL_CODE.ttlMinutes });
}

/** Sends a new code, unless one was sent to the address less than a minute ago; `secret` keys its stored hash. */
export async function issueEmailCode(
  db: Db,
  mailer: Mailer,
  secret: string,
  email: string,
  purpose: EmailCodePurpose,
  language: Language,
): Promise<void> {
  const [last] = await db
    .select({ createdAt: emailCodes.createdAt })
    .from(emailCodes)
    .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose)))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  const waitMs = last ? last.createdAt.getTime() + EMAIL_CODE.resendSeconds * 1000 - Date.now() : 0;
  if (waitMs > 0) throw AppError.tooManyRequests('codeResendWait', { retryAfterSeconds: Math.ceil(waitMs / 1000) });

  const code = randomDigits(EMAIL_CODE.length);
  const [row] = await db
    .insert(emailCodes)
    .values({
      email,
      purpose,
      codeHash: codeHash(secret, purpose, email, code),
      expiresAt: new Date(Date.now() + EMAIL_CODE.ttlMinutes * 60_000),
    })
    .returning({ id: emailCodes.id });
  try {
    await mailer.send({ to: email, subject: SUBJECTS[purpose][language], text: body(code, language) });
  } catch (error) {
    // A code nobody received must not hold the resend throttle: forget it and let the user try again.
    await db.delete(emailCodes).where(eq(emailCodes.id, row!.id));
    throw error;
  }
}

/**
 * Checks the newest unused code for the address. The attempt is counted before the code is compared, in one conditional
 * UPDATE, so parallel guesses get no more comparisons than the limit. A wrong code keeps its count (even if the
 * caller's work fails); a right one gives it back and is returned by id, to be consumed with `consumeEmailCode` inside
 * the caller's transaction.
 */
export async function checkEmailCode(
  db: Db,
  secret: string,
  email: string,
  purpose: EmailCodePurpose,
  code: string,
): Promise<number> {
  const [row] = await db
    .select({ id: emailCodes.id, expiresAt: emailCodes.expiresAt })
    .from(emailCodes)
    .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose), isNull(emailCodes.consumedAt)))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  if (!row || row.expiresAt.getTime() <= Date.now()) throw AppError.badRequest('codeWrong', 'code');
  const [attempt] = await db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(and(eq(emailCodes.id, row.id), lt(emailCodes.attempts, EMAIL_CODE.maxAttempts)))
    .returning({ codeHash: emailCodes.codeHash, attempts: emailCodes.attempts });
  if (!attempt) throw AppError.badRequest('codeTooManyAttempts', 'code');
  if (!sameHash(attempt.codeHash, codeHash(secret, purpose, email, code.trim()))) {
    throw AppError.badRequest(attempt.attempts >= EMAIL_CODE.maxAttempts ? 'codeTooManyAttempts' : 'codeWrong', 'code');
  }
  await db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} - 1` })
    .where(eq(emailCodes.id, row.id));
  return row.id;
}

/** Marks the code used; fails when a concurrent request used it first. */
export async function consumeEmailCode(db: Db, id: number): Promise<void> {
  const rows = await db
    .update(emailCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(emailCodes.id, id), isNull(emailCodes.consumedAt)))
    .returning({ id: emailCodes.id });
  if (rows.length !== 1) throw AppError.badRequest('codeWrong', 'code');
}
