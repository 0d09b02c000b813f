import { contactBody, envelopeOf, PORTAL_PATHS, z } from '@platform/contracts';
import { feedbackItems } from '@platform/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { perIp } from '../../lib/rate-limit.ts';
import { say } from '../../lib/say.ts';

/** POST /api/feedback/contact { name, email, subject?, message }: the public contact form files a feedback item. */
export const contact: FastifyPluginAsyncZod = async (app) => {
  app.post(
    PORTAL_PATHS.feedbackContact,
    {
      config: { rateLimit: perIp(app, 5) },
      schema: { tags: ['feedback'], body: contactBody, response: { 200: envelopeOf(z.null()) } },
    },
    async (req) => {
      const { name, email, subject, message } = req.body;
      await app.db.insert(feedbackItems).values({
        // A signed-in sender is linked to their account, so the answer shows in their feedback list too.
        userId: req.user?.id ?? null,
        category: 'contact',
        content: message,
        name,
        email,
        subject: subject ?? null,
      });
      return ok(null, say(req, 'feedbackSent'));
    },
  );
};
