import { contentApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import { CONTENT_KIND_SPECS } from './content-kinds.ts';
import { getContent, publicOf } from './content-store.ts';

/** GET /api/latestNews/detail?id=: one published news item; a draft is 404. */
export async function latestNewsDetail(app: FastifyInstance) {
  route(app, contentApi.newsItem, async ({ query }) =>
    ok(publicOf(await getContent(app.db, CONTENT_KIND_SPECS.news, query.id, true))),
  );
}
