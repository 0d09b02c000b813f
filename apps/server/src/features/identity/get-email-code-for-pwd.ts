import { envelopeOf, getEmailCodeBody, z } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
      if (user) await issueEmailCode(app.db, app.mailer, user.email, 'reset_password', requestLanguage(req));
      return ok(null, say(req, 'codeSent'));
    },
  );
};
