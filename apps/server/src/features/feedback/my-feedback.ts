import { feedbackApi } from '@platform/contracts';
import { count, desc, eq, feedbackItems } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import { toFeedbackView } from './feedback-repo.ts';

/** GET /api/feedback/myList?page=&size=: the user's feedback with the operators' answers, newest first. */
export async function myFeedbackRoute(app: FastifyInstance) {
  route(app, feedbackApi.findMine, async ({ user, query }) => {
    const { page, size } = query;
    const where = eq(feedbackItems.userId, user.id);
    const [rows, [total]] = await Promise.all([
      app.db
        .select()
        .from(feedbackItems)
        .where(where)
        .orderBy(desc(feedbackItems.id))
        .limit(size)
        .offset((page - 1) * size),
      app.db.select({ n: count() }).from(feedbackItems).where(where),
    ]);
    return ok({ rows: rows.map(toFeedbackView), total: total?.n ?? 0 });
  });
}
