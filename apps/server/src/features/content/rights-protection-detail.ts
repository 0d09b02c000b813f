import { envelopeOf, idQuery, PORTAL_PATHS, publishedCaseView } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { CONTENT_KIND_SPECS } from './content-kinds.ts';
import { getContent, publicOf } from './content-store.ts';

/** GET /api/rightsProtection/detail?id=: one published case, without its parties or tracking number. */
export const rightsProtectionDetail: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PORTAL_PATHS.rightsProtectionDetail,
    { schema: { tags: ['content'], querystring: idQuery, response: { 200: envelopeOf(publishedCaseView) } } },
    async (req) => {
      const {
        sourceCaseId: _s,
        trackingNumber: _t,
        ...view
      } = await getContent(app.db, CONTENT_KIND_SPECS.cases, req.query.id, true);
      return ok(publicOf(view));
    },
  );
};
