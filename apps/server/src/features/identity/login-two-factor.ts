import { identityApi } from '@platform/contracts';
import { eq, users } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { checkSecondFactor } from '../../core/identity/two-factor.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { openSignedInSession } from './sign-in-session.ts';
import { auditTwoFactor } from './two-factor/audit-two-factor.ts';
import { challengedUser, useChallenge } from './two-factor-challenges.ts';

/** POST /api/login/two-factor { challenge, code }: the code step; a TOTP code or a recovery code opens the session. */
export async function loginTwoFactor(app: FastifyInstance) {
  route(app, identityApi.loginTwoFactor, async ({ body, req }) => {
    const userId = await challengedUser(app.db, body.challenge);
    const proved = await checkSecondFactor(app.db, userId, body.code, {
      codeSecret: app.codeSecret,
      multiplier: app.config.RATE_LIMIT_MULTIPLIER,
      recovery: true,
    });
    const [user] = await app.db.select().from(users).where(eq(users.id, userId));
    if (user?.status !== 'active') throw AppError.badRequest('accountDisabled');
    const session = await openSignedInSession(app, req, user, async (tx) => {
      await useChallenge(tx, body.challenge);
      if (proved === 'recovery') {
        await auditTwoFactor(tx, req, userId, 'recovery_code_used');
      }
    });
    return ok(session);
  });
}
