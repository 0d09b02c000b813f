import { marketApi } from '@platform/contracts';
import { and, count, desc, eq, marketNews, sql } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import { toNewsView } from './news-views.ts';

/** GET /api/market/news?symbol&pageNum&pageSize: published news, newest first. */
export async function findNewsRoute(app: FastifyInstance) {
  route(app, marketApi.news, async ({ query, reply }) => {
    const { symbol, pageNum, pageSize } = query;
    const where = and(
      eq(marketNews.published, true),
      symbol ? sql`${symbol.toUpperCase()} = any(${marketNews.symbols})` : undefined,
    );
    const [rows, [total]] = await Promise.all([
      app.db
        .select()
        .from(marketNews)
        .where(where)
        .orderBy(desc(marketNews.publishedAt), desc(marketNews.id))
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize),
      app.db.select({ n: count() }).from(marketNews).where(where),
    ]);
    reply.header('cache-control', 'public, max-age=30');
    return ok({ rows: rows.map(toNewsView), total: total?.n ?? 0 });
  });
}
