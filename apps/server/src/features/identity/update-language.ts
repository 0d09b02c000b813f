import { envelopeOf, updateLanguageBody, z } from '@platform/contracts';
import { eq, users } from '@platform/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { currentUser } from '../../plugins/auth.ts';

/** POST /api/updateLanguage { language }: the language e-mails and messages use for this user. */
export const updateLanguage: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/updateLanguage',
    { schema: { tags: ['identity'], body: updateLanguageBody, response: { 200: envelopeOf(z.null()) } } },
    async (req) => {
      await app.db
        .update(users)
        .set({ language: req.body.language })
        .where(eq(users.id, currentUser(req).id));
      return ok(null);
    },
  );
};
