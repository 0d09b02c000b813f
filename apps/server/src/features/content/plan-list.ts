import { envelopeOf, languageFilter, PORTAL_PATHS, planView, z } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { requestLanguage } from '../../lib/language.ts';
import { CONTENT_KIND_SPECS } from './content-kinds.ts';
import { listContent, publicOf } from './content-store.ts';

/** GET /api/plan/list?language=: the published plans with their fees exactly as published. */
export const planList: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PORTAL_PATHS.planList,
    { schema: { tags: ['content'], querystring: languageFilter, response: { 200: envelopeOf(z.array(planView)) } } },
    async (req) => {
      const { rows } = await listContent(app.db, CONTENT_KIND_SPECS.plans, {
        publishedOnly: true,
        language: req.query.language ?? requestLanguage(req),
      });
      return ok(rows.map(publicOf));
    },
  );
};
