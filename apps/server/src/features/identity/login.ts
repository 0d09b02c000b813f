import { identityApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { clearLoginFailures, countLoginAttempt, forgetOldLoginFailures } from '../../core/identity/login-failures.ts';
import { twoFactorEnabled } from '../../core/identity/two-factor.ts';
import { findUserByAccount } from '../../core/identity/users-repo.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { openSignedInSession } from './sign-in-session.ts';
import { openChallenge } from './two-factor-challenges.ts';

/**
 * POST /api/login { account, password }: account is a username, user ID or e-mail address. An account with a second
 * factor gets a challenge for the code step instead of a session.
 */
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

    if (await twoFactorEnabled(app.db, user.id)) return ok(await openChallenge(app.db, req, user.id));
    return ok(await openSignedInSession(app, req, user));
  });
}
