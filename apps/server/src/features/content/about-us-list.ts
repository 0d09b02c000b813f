import { contentApi } from '@platform/contracts';
import { eq, portalAboutSections } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import { requestLanguage } from '../../lib/language.ts';
import { CONTENT_KIND_SPECS } from './content-kinds.ts';
import { listContent, publicOf } from './content-store.ts';

/** GET /api/aboutUs/list?language=&tag=: the published about-us sections, or the one with `tag`. */
export async function aboutUsList(app: FastifyInstance) {
  route(app, contentApi.aboutSections, async ({ query, req }) => {
    const { rows } = await listContent(app.db, CONTENT_KIND_SPECS.about, {
      publishedOnly: true,
      language: query.language ?? requestLanguage(req),
      where: query.tag ? eq(portalAboutSections.tag, query.tag) : undefined,
    });
    return ok(rows.map(publicOf));
  });
}
