import { createFeedbackBody, envelopeOf, feedbackView, PORTAL_PATHS } from '@platform/contracts';
import { feedbackItems } from '@platform/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { perIp } from '../../lib/rate-limit.ts';
import { say } from '../../lib/say.ts';
import { currentUser } from '../../plugins/auth.ts';
import { requireOwnFiles } from '../files/file-refs.ts';
import { toFeedbackView } from './feedback-repo.ts';

/** POST /api/feedback/add { category, content, contact?, image? }: the signed-in user's feedback. */
export const addFeedback: FastifyPluginAsyncZod = async (app) => {
  app.post(
    PORTAL_PATHS.feedbackAdd,
    {
      config: { rateLimit: perIp(app, 10) },
      schema: { tags: ['feedback'], body: createFeedbackBody, response: { 200: envelopeOf(feedbackView) } },
    },
    async (req) => {
      const userId = currentUser(req).id;
      const { category, content, contact, image } = req.body;
      const [stored] = image
        ? await requireOwnFiles(app.db, userId, [image], { field: 'image', imagesOnly: true })
        : [];
      const [row] = await app.db
        .insert(feedbackItems)
        .values({ userId, category, content, contact: contact ?? null, image: stored ?? null })
        .returning();
      return ok(toFeedbackView(row!), say(req, 'feedbackSent'));
    },
  );
};
