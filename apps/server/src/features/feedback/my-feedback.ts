import { envelopeOf, feedbackView, PORTAL_PATHS, pageOf, portalPageQuery } from '@platform/contracts';
import { count, desc, eq, feedbackItems } from '@platform/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { currentUser } from '../../plugins/auth.ts';
import { toFeedbackView } from './feedback-repo.ts';

/** GET /api/feedback/myList?page=&size=: the user's feedback with the operators' answers, newest first. */
export const myFeedback: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PORTAL_PATHS.feedbackMyList,
    {
      schema: { tags: ['feedback'], querystring: portalPageQuery, response: { 200: envelopeOf(pageOf(feedbackView)) } },
    },
    async (req) => {
      const { page, size } = req.query;
      const where = eq(feedbackItems.userId, currentUser(req).id);
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
    },
  );
};
