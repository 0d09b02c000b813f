import { feedbackApi } from '@platform/contracts';
import { feedbackItems } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { requireOwnFiles } from '../../core/files/file-refs.ts';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import { say } from '../../lib/say.ts';
import { toFeedbackView } from './feedback-repo.ts';

/** POST /api/feedback/add { category, content, contact?, image? }: the signed-in user's feedback. */
export async function addFeedbackRoute(app: FastifyInstance) {
  route(app, feedbackApi.create, async ({ user, body, req }) => {
    const userId = user.id;
    const { category, content, contact, image } = body;
    const [stored] = image ? await requireOwnFiles(app.db, userId, [image], { field: 'image', imagesOnly: true }) : [];
    const [row] = await app.db
      .insert(feedbackItems)
      .values({ userId, category, content, contact: contact ?? null, image: stored ?? null })
      .returning();
    return ok(toFeedbackView(row!), say(req, 'feedbackSent'));
  });
}
