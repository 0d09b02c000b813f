import { certificateView, envelopeOf, PORTAL_PATHS, z } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { CONTENT_KIND_SPECS } from './content-kinds.ts';
import { listContent, publicOf } from './content-store.ts';

/** GET /api/certificate/list: published certificates, each naming its issuer and how to verify it. */
export const certificateList: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PORTAL_PATHS.certificateList,
    { schema: { tags: ['content'], response: { 200: envelopeOf(z.array(certificateView)) } } },
    async () => {
      const { rows } = await listContent(app.db, CONTENT_KIND_SPECS.certificates, { publishedOnly: true });
      return ok(rows.map(publicOf));
    },
  );
};
