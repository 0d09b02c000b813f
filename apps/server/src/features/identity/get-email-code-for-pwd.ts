import { CODES, identityApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { issueEmailCode } from '../../core/identity/email-codes.ts';
import { findUserByEmail } from '../../core/identity/users-repo.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { requestLanguage } from '../../lib/language.ts';
import { say } from '../../lib/say.ts';

/**
 * POST /api/getEmailCodeForPwd { email }: sends a password-reset code. The answer is the same whether or not the address
 * has an account, so the endpoint cannot be used to find out who is registered.
 */
export async function getEmailCodeForPwd(app: FastifyInstance) {
  route(app, identityApi.getEmailCodeForPwd, async ({ body, req }) => {
    const user = await findUserByEmail(app.db, body.email);
    if (user) {
      try {
        await issueEmailCode(app.db, app.mailer, app.codeSecret, user.email, 'reset_password', requestLanguage(req));
      } catch (error) {
        // A resend inside the minute sends nothing, but says so only as an unknown address would: with the same
        // answer. A 429 here would tell a stranger the address has an account.
        if (!(error instanceof AppError && error.code === CODES.tooManyRequests)) throw error;
      }
    }
    return ok(null, say(req, 'codeSent'));
  });
}
