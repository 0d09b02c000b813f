import { adminFeedbackQuery, adminFeedbackView, envelopeOf, pageOf } from '@platform/contracts';
import { and, count, desc, eq, feedbackItems } from '@platform/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { toAdminFeedbackViews } from '../feedback-repo.ts';

/** GET /api/admin/feedback?page=&size=&status=&category=: feedback and contact messages, newest first. */
export const findFeedbackRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['admin-feedback'],
        querystring: adminFeedbackQuery,
        response: { 200: envelopeOf(pageOf(adminFeedbackView)) },
      },
    },
    async (req) => {
      const { page, size, status, category } = req.query;
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
    },
  );
};
