import { identityApi, isOperator } from '@platform/contracts';
import { eq, users } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../core/audit/record-audit.ts';
import { route } from '../../core/http/route.ts';
import { openSession } from '../../core/identity/sessions-repo.ts';
import { findUserByAccount, getUserView } from '../../core/identity/users-repo.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { clearLoginFailures, countLoginAttempt, forgetOldLoginFailures } from './login-failures.ts';

/** POST /api/login { account, password }: account is a username, user ID or e-mail address. */
export async function login(app: FastifyInstance) {
  // Failed log-ins per account: 10 in 15 minutes, then the account waits (whatever the IP).
  const maxFailures = 10 * app.config.RATE_LIMIT_MULTIPLIER;

  route(app, identityApi.login, async ({ body, req }) => {
    const { account, password } = body;
    const user = await findUserByAccount(app.db, account);
    // Failures count against the account however it was named (e-mail, user ID or username), so naming it three
    // ways does not triple the guesses; an account that does not exist counts by what was typed.
    const key = user ? `user:${user.id}` : `account:${account.trim().toLowerCase()}`;
    const attempt = await countLoginAttempt(app.db, key, maxFailures);
    if ('retryAfterSeconds' in attempt) throw AppError.tooManyRequests('tooManyRequests', attempt);

    if (!(await verifyPassword(user?.passwordHash ?? null, password)) || !user) {
      if (attempt.failures === 1) await forgetOldLoginFailures(app.db);
      throw AppError.badRequest('loginFailed');
    }
    if (user.status !== 'active') throw AppError.badRequest('accountDisabled');
    await clearLoginFailures(app.db, attempt, maxFailures);

    const token = await app.db.transaction(async (tx) => {
      await tx.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
      if (isOperator(user.roles)) {
        await recordAudit(tx, req, { action: 'auth.login', targetType: 'user', targetId: user.id }, user.id);
      }
      return openSession(tx, req, user.id, app.config.SESSION_DAYS);
    });
    return ok({ token, user: (await getUserView(app.db, user.id))! });
  });
}
