import { CODES, envelopeOf, getEmailCodeBody, z } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { requestLanguage } from '../../lib/language.ts';
import { perIp } from '../../lib/rate-limit.ts';
import { say } from '../../lib/say.ts';
import { issueEmailCode } from './email-codes.ts';
import { findUserByEmail } from './users-repo.ts';

/**
 * POST /api/getEmailCodeForPwd { email }: sends a password-reset code. The answer is the same whether or not the address
 * has an account, so the endpoint cannot be used to find out who is registered.
 */
export const getEmailCodeForPwd: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/getEmailCodeForPwd',
    {
      config: { rateLimit: perIp(app, 10) },
      schema: { tags: ['identity'], body: getEmailCodeBody, response: { 200: envelopeOf(z.null()) } },
    },
    async (req) => {
      const user = await findUserByEmail(app.db, req.body.email);
      if (user) {
        try {
          await issueEmailCode(app.db, app.mailer, user.email, 'reset_password', requestLanguage(req));
        } catch (error) {
          // A resend inside the minute sends nothing, but says so only as an unknown address would: with the same
          // answer. A 429 here would tell a stranger the address has an account.
          if (!(error instanceof AppError && error.code === CODES.tooManyRequests)) throw error;
        }
      }
      return ok(null, say(req, 'codeSent'));
    },
  );
};
