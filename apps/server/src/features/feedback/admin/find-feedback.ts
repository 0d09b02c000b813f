import { feedbackAdminApi } from '@platform/contracts';
import { and, count, desc, eq, feedbackItems } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { ok } from '../../../lib/envelope.ts';
import { toAdminFeedbackViews } from '../feedback-repo.ts';

/** GET /api/admin/feedback?page=&size=&status=&category=: feedback and contact messages, newest first. */
export async function findFeedbackRoute(app: FastifyInstance) {
  route(app, feedbackAdminApi.find, async ({ query }) => {
    const { page, size, status, category } = query;
    const where = and(
      status ? eq(feedbackItems.status, status) : undefined,
      category ? eq(feedbackItems.category, category) : undefined,
    );
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
    return ok({ rows: await toAdminFeedbackViews(app.db, rows), total: total?.n ?? 0 });
  });
}
