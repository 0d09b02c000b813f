import { contentApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import { CONTENT_KIND_SPECS } from './content-kinds.ts';
import { getContent, publicOf } from './content-store.ts';

/** GET /api/service/detail?id=: one published service. */
export async function serviceDetail(app: FastifyInstance) {
  route(app, contentApi.service, async ({ query }) =>
    ok(publicOf(await getContent(app.db, CONTENT_KIND_SPECS.services, query.id, true))),
  );
}
