import { envelopeOf, newsParams, newsView } from '@platform/contracts';
import { and, eq, marketNews } from '@platform/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { NO_STORE } from './listings.ts';
import { toNewsView } from './news-views.ts';

/** GET /api/market/news/:id: one published news item; a draft or an unknown id is 404. */
export const getNewsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/news/:id',
    { schema: { tags: ['market'], params: newsParams, response: { 200: envelopeOf(newsView) } } },
    async (req, reply) => {
      const [row] = await app.db
        .select()
        .from(marketNews)
        .where(and(eq(marketNews.id, req.params.id), eq(marketNews.published, true)))
        .limit(1);
      if (!row) throw AppError.notFound();
      // Not cached: an item withdrawn in the back office must disappear at once.
      reply.header('cache-control', NO_STORE);
      return ok(toNewsView(row));
    },
  );
};
