import { envelopeOf, PORTAL_PATHS, partnerView, z } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { CONTENT_KIND_SPECS } from './content-kinds.ts';
import { listContent, publicOf } from './content-store.ts';

/** GET /api/partner/list: published partners, each saying what the partnership is and how to verify it. */
export const partnerList: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PORTAL_PATHS.partnerList,
    { schema: { tags: ['content'], response: { 200: envelopeOf(z.array(partnerView)) } } },
    async () => {
      const { rows } = await listContent(app.db, CONTENT_KIND_SPECS.partners, { publishedOnly: true });
      return ok(rows.map(publicOf));
    },
  );
};
