import { marketApi } from '@platform/contracts';
import { and, eq, marketNews } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { NO_STORE } from './listings.ts';
import { toNewsView } from './news-views.ts';

/** GET /api/market/news/:id: one published news item; a draft or an unknown id is 404. */
export async function getNewsRoute(app: FastifyInstance) {
  route(app, marketApi.newsItem, async ({ params, reply }) => {
    const [row] = await app.db
      .select()
      .from(marketNews)
      .where(and(eq(marketNews.id, params.id), eq(marketNews.published, true)))
      .limit(1);
    if (!row) throw AppError.notFound();
    // Not cached: an item withdrawn in the back office must disappear at once.
    reply.header('cache-control', NO_STORE);
    return ok(toNewsView(row));
  });
}
