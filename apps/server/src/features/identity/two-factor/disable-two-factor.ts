import { twoFactorApi } from '@platform/contracts';
import { eq, twoFactorRecoveryCodes, twoFactors, users } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { clearLoginFailures, countLoginAttempt } from '../../../core/identity/login-failures.ts';
import { checkSecondFactor, TWO_FACTOR_MAX_FAILURES, twoFactorEnabled } from '../../../core/identity/two-factor.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { verifyPassword } from '../../../lib/passwords.ts';
import { auditTwoFactor } from './audit-two-factor.ts';

/**
 * POST /api/two-factor/disable { password, code }: the log-in password and a current code (or a recovery code) turn
 * two-factor off. Wrong passwords count against the account's password lock, counted before the slow check.
 */
export async function disableTwoFactor(app: FastifyInstance) {
  route(app, twoFactorApi.disable, async ({ user, body, req }) => {
    if (!(await twoFactorEnabled(app.db, user.id))) throw AppError.conflict('twoFactorNotOn');
    const max = TWO_FACTOR_MAX_FAILURES * app.config.RATE_LIMIT_MULTIPLIER;
    const attempt = await countLoginAttempt(app.db, `user:${user.id}`, max);
    if ('retryAfterSeconds' in attempt) throw AppError.tooManyRequests('tooManyRequests', attempt);
    const [row] = await app.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    if (!(await verifyPassword(row?.hash ?? null, body.password)))
      throw AppError.badRequest('passwordWrong', 'password');
    await clearLoginFailures(app.db, attempt, max);
    await checkSecondFactor(app.db, user.id, body.code, {
      codeSecret: app.codeSecret,
      multiplier: app.config.RATE_LIMIT_MULTIPLIER,
      recovery: true,
    });
    await app.db.transaction(async (tx) => {
      await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id));
      await tx.delete(twoFactors).where(eq(twoFactors.userId, user.id));
      await auditTwoFactor(tx, req, user.id, 'disabled');
    });
    app.events.publish({ type: 'user.profile.changed', userId: user.id });
    return ok(null);
  });
}
