import { envelopeOf, getEmailCodeBody, z } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { requestLanguage } from '../../lib/language.ts';
import { perIp } from '../../lib/rate-limit.ts';
import { say } from '../../lib/say.ts';
import { issueEmailCode } from './email-codes.ts';
import { findUserByEmail } from './users-repo.ts';

/** POST /api/getEmailCode { email }: sends a sign-up code. */
export const getEmailCode: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/getEmailCode',
    {
      config: { rateLimit: perIp(app, 10) },
      schema: { tags: ['identity'], body: getEmailCodeBody, response: { 200: envelopeOf(z.null()) } },
    },
    async (req) => {
      const { email } = req.body;
      if (await findUserByEmail(app.db, email)) throw AppError.conflict('emailTaken', 'email');
      await issueEmailCode(app.db, app.mailer, email, 'register', requestLanguage(req));
      return ok(null, say(req, 'sendSuccess'));
    },
  );
};
