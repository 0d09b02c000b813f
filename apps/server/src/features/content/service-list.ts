import { contentApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import { requestLanguage } from '../../lib/language.ts';
import { CONTENT_KIND_SPECS } from './content-kinds.ts';
import { listContent, publicOf } from './content-store.ts';

/** GET /api/service/list?language=: the published services. */
export async function serviceList(app: FastifyInstance) {
  route(app, contentApi.services, async ({ query, req }) => {
    const { rows } = await listContent(app.db, CONTENT_KIND_SPECS.services, {
      publishedOnly: true,
      language: query.language ?? requestLanguage(req),
    });
    return ok(rows.map(({ body: _, ...row }) => publicOf(row)));
  });
}
