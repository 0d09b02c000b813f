import { contentApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import { CONTENT_KIND_SPECS } from './content-kinds.ts';
import { listContent, publicOf } from './content-store.ts';

/** GET /api/certificate/list: published certificates, each naming its issuer and how to verify it. */
export async function certificateList(app: FastifyInstance) {
  route(app, contentApi.certificates, async () => {
    const { rows } = await listContent(app.db, CONTENT_KIND_SPECS.certificates, { publishedOnly: true });
    return ok(rows.map(publicOf));
  });
}
