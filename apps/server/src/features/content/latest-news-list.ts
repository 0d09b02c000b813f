import { contentApi } from '@platform/contracts';
import { ilike, or, portalNews } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import { requestLanguage } from '../../lib/language.ts';
import { containing } from '../../lib/search.ts';
import { CONTENT_KIND_SPECS } from './content-kinds.ts';
import { listContent, publicOf } from './content-store.ts';

/** POST /api/latestNews/list { page, size, language?, q? }: published news, newest first. */
export async function latestNewsList(app: FastifyInstance) {
  route(app, contentApi.news, async ({ body, req }) => {
    const { page, size, language, q } = body;
    const like = q ? containing(q) : null;
    const { rows, total } = await listContent(app.db, CONTENT_KIND_SPECS.news, {
      publishedOnly: true,
      language: language ?? requestLanguage(req),
      where: like ? or(ilike(portalNews.title, like), ilike(portalNews.summary, like)) : undefined,
      page,
      size,
    });
    return ok({ rows: rows.map(({ body: _, ...row }) => publicOf(row)), total });
  });
}
