import { envelopeOf, idQuery, PORTAL_PATHS, planView } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { CONTENT_KIND_SPECS } from './content-kinds.ts';
import { getContent, publicOf } from './content-store.ts';

/** GET /api/plan/detail?id=: one published plan. */
export const planDetail: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PORTAL_PATHS.planDetail,
    { schema: { tags: ['content'], querystring: idQuery, response: { 200: envelopeOf(planView) } } },
    async (req) => ok(publicOf(await getContent(app.db, CONTENT_KIND_SPECS.plans, req.query.id, true))),
  );
};
