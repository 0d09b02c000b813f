import { aboutListQuery, aboutSectionView, envelopeOf, PORTAL_PATHS, z } from '@platform/contracts';
import { eq, portalAboutSections } from '@platform/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { requestLanguage } from '../../lib/language.ts';
import { CONTENT_KIND_SPECS } from './content-kinds.ts';
import { listContent, publicOf } from './content-store.ts';

/** GET /api/aboutUs/list?language=&tag=: the published about-us sections, or the one with `tag`. */
export const aboutUsList: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PORTAL_PATHS.aboutUsList,
    {
      schema: {
        tags: ['content'],
        querystring: aboutListQuery,
        response: { 200: envelopeOf(z.array(aboutSectionView)) },
      },
    },
    async (req) => {
      const { rows } = await listContent(app.db, CONTENT_KIND_SPECS.about, {
        publishedOnly: true,
        language: req.query.language ?? requestLanguage(req),
        where: req.query.tag ? eq(portalAboutSections.tag, req.query.tag) : undefined,
      });
      return ok(rows.map(publicOf));
    },
  );
};
