import { envelopeOf, latestNewsListBody, latestNewsRowView, PORTAL_PATHS, pageOf } from '@platform/contracts';
import { ilike, or, portalNews } from '@platform/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { requestLanguage } from '../../lib/language.ts';
import { CONTENT_KIND_SPECS } from './content-kinds.ts';
import { listContent, publicOf } from './content-store.ts';

/** POST /api/latestNews/list { page, size, language?, q? }: published news, newest first. */
export const latestNewsList: FastifyPluginAsyncZod = async (app) => {
  app.post(
    PORTAL_PATHS.latestNewsList,
    {
      schema: { tags: ['content'], body: latestNewsListBody, response: { 200: envelopeOf(pageOf(latestNewsRowView)) } },
    },
    async (req) => {
      const { page, size, language, q } = req.body;
      const like = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const { rows, total } = await listContent(app.db, CONTENT_KIND_SPECS.news, {
        publishedOnly: true,
        language: language ?? requestLanguage(req),
        where: like ? or(ilike(portalNews.title, like), ilike(portalNews.summary, like)) : undefined,
        page,
        size,
      });
      return ok({ rows: rows.map(({ body: _, ...row }) => publicOf(row)), total });
    },
  );
};
