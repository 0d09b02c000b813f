import { feedbackApi } from '@platform/contracts';
import { feedbackItems } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import { say } from '../../lib/say.ts';

/** POST /api/feedback/contact { name, email, subject?, message }: the public contact form files a feedback item. */
export async function contactRoute(app: FastifyInstance) {
  route(app, feedbackApi.sendContact, async ({ user, body, req }) => {
    const { name, email, subject, message } = body;
    await app.db.insert(feedbackItems).values({
      // A signed-in sender is linked to their account, so the answer shows in their feedback list too.
      userId: user?.id ?? null,
      category: 'contact',
      content: message,
      name,
      email,
      subject: subject ?? null,
    });
    return ok(null, say(req, 'feedbackSent'));
  });
}
