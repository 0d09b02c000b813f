import { contentApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import { CONTENT_KIND_SPECS } from './content-kinds.ts';
import { listContent, publicOf } from './content-store.ts';

/** GET /api/partner/list: published partners, each saying what the partnership is and how to verify it. */
export async function partnerList(app: FastifyInstance) {
  route(app, contentApi.partners, async () => {
    const { rows } = await listContent(app.db, CONTENT_KIND_SPECS.partners, { publishedOnly: true });
    return ok(rows.map(publicOf));
  });
}
