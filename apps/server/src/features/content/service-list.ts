import { envelopeOf, languageFilter, PORTAL_PATHS, serviceRowView, z } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { requestLanguage } from '../../lib/language.ts';
import { CONTENT_KIND_SPECS } from './content-kinds.ts';
import { listContent, publicOf } from './content-store.ts';

/** GET /api/service/list?language=: the published services. */
export const serviceList: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PORTAL_PATHS.serviceList,
    {
      schema: {
        tags: ['content'],
        querystring: languageFilter,
        response: { 200: envelopeOf(z.array(serviceRowView)) },
      },
    },
    async (req) => {
      const { rows } = await listContent(app.db, CONTENT_KIND_SPECS.services, {
        publishedOnly: true,
        language: req.query.language ?? requestLanguage(req),
      });
      return ok(rows.map(({ body: _, ...row }) => publicOf(row)));
    },
  );
};
