import { envelopeOf, idQuery, PORTAL_PATHS, serviceView } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { CONTENT_KIND_SPECS } from './content-kinds.ts';
import { getContent, publicOf } from './content-store.ts';

/** GET /api/service/detail?id=: one published service. */
export const serviceDetail: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PORTAL_PATHS.serviceDetail,
    { schema: { tags: ['content'], querystring: idQuery, response: { 200: envelopeOf(serviceView) } } },
    async (req) => ok(publicOf(await getContent(app.db, CONTENT_KIND_SPECS.services, req.query.id, true))),
  );
};
