import { contentApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import { CONTENT_KIND_SPECS } from './content-kinds.ts';
import { getContent, publicOf } from './content-store.ts';

/** GET /api/rightsProtection/detail?id=: one published case, without its parties or tracking number. */
export async function rightsProtectionDetail(app: FastifyInstance) {
  route(app, contentApi.case, async ({ query }) => {
    const {
      sourceCaseId: _s,
      trackingNumber: _t,
      ...view
    } = await getContent(app.db, CONTENT_KIND_SPECS.cases, query.id, true);
    return ok(publicOf(view));
  });
}
