import { identityApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { issueEmailCode } from '../../core/identity/email-codes.ts';
import { findUserByEmail } from '../../core/identity/users-repo.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { requestLanguage } from '../../lib/language.ts';
import { say } from '../../lib/say.ts';

/** POST /api/getEmailCode { email }: sends a sign-up code. */
export async function getEmailCode(app: FastifyInstance) {
  route(app, identityApi.getEmailCode, async ({ body, req }) => {
    const { email } = body;
    if (await findUserByEmail(app.db, email)) throw AppError.conflict('emailTaken', 'email');
    await issueEmailCode(app.db, app.mailer, app.codeSecret, email, 'register', requestLanguage(req));
    return ok(null, say(req, 'sendSuccess'));
  });
}
