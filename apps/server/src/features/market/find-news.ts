import { marketApi } from '@platform/contracts';
import { and, desc, eq, marketNews, sql } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import { findPage } from '../../lib/pages.ts';
import { toNewsView } from './news-views.ts';

/** GET /api/market/news?symbol&pageNum&pageSize: published news, newest first. */
export async function findNewsRoute(app: FastifyInstance) {
  route(app, marketApi.news, async ({ query, reply }) => {
    const { symbol } = query;
    const where = and(
      eq(marketNews.published, true),
      symbol ? sql`${symbol.toUpperCase()} = any(${marketNews.symbols})` : undefined,
    );
    const newestFirst = [desc(marketNews.publishedAt), desc(marketNews.id)];
    const { rows, total } = await findPage(app.db, marketNews, where, newestFirst, query);
    reply.header('cache-control', 'public, max-age=30');
    return ok({ rows: rows.map(toNewsView), total });
  });
}
