import { envelopeOf, newsQuery, newsView, pageOf } from '@platform/contracts';
import { and, count, desc, eq, marketNews, sql } from '@platform/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { toNewsView } from './news-views.ts';

/** GET /api/market/news?symbol&pageNum&pageSize: published news, newest first. */
export const findNewsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/news',
    { schema: { tags: ['market'], querystring: newsQuery, response: { 200: envelopeOf(pageOf(newsView)) } } },
    async (req, reply) => {
      const { symbol, pageNum, pageSize } = req.query;
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
    },
  );
};
