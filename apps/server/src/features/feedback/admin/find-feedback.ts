import { feedbackAdminApi } from '@platform/contracts';
import { and, desc, eq, feedbackItems } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { ok } from '../../../lib/envelope.ts';
import { findPage } from '../../../lib/pages.ts';
import { toAdminFeedbackViews } from '../feedback-repo.ts';

/** GET /api/admin/feedback?page=&size=&status=&category=: feedback and contact messages, newest first. */
export async function findFeedbackRoute(app: FastifyInstance) {
  route(app, feedbackAdminApi.find, async ({ query }) => {
    const { status, category } = query;
    const where = and(
      status ? eq(feedbackItems.status, status) : undefined,
      category ? eq(feedbackItems.category, category) : undefined,
    );
    const { rows, total } = await findPage(app.db, feedbackItems, where, [desc(feedbackItems.id)], query);
    return ok({ rows: await toAdminFeedbackViews(app.db, rows), total });
  });
}
