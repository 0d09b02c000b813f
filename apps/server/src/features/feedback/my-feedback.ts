import { feedbackApi } from '@platform/contracts';
import { desc, eq, feedbackItems } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import { findPage } from '../../lib/pages.ts';
import { toFeedbackView } from './feedback-repo.ts';

/** GET /api/feedback/myList?page=&size=: the user's feedback with the operators' answers, newest first. */
export async function myFeedbackRoute(app: FastifyInstance) {
  route(app, feedbackApi.findMine, async ({ user, query }) => {
    const where = eq(feedbackItems.userId, user.id);
    const { rows, total } = await findPage(app.db, feedbackItems, where, [desc(feedbackItems.id)], query);
    return ok({ rows: rows.map(toFeedbackView), total });
  });
}
