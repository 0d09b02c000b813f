import { envelopeOf, idQuery, latestNewsView, PORTAL_PATHS } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { CONTENT_KIND_SPECS } from './content-kinds.ts';
import { getContent, publicOf } from './content-store.ts';

/** GET /api/latestNews/detail?id=: one published news item; a draft is 404. */
export const latestNewsDetail: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PORTAL_PATHS.latestNewsDetail,
    { schema: { tags: ['content'], querystring: idQuery, response: { 200: envelopeOf(latestNewsView) } } },
    async (req) => ok(publicOf(await getContent(app.db, CONTENT_KIND_SPECS.news, req.query.id, true))),
  );
};
