import { contentApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import { CONTENT_KIND_SPECS } from './content-kinds.ts';
import { getContent, publicOf } from './content-store.ts';

/** GET /api/plan/detail?id=: one published plan. */
export async function planDetail(app: FastifyInstance) {
  route(app, contentApi.plan, async ({ query }) =>
    ok(publicOf(await getContent(app.db, CONTENT_KIND_SPECS.plans, query.id, true))),
  );
}
