// GET /api/admin/ipo/options: whether this server is a sandbox, so the back office shows its sandbox controls (any
// operator may ask: a mediator has one on a case).
import { ipoAdminApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { ok } from '../../../lib/envelope.ts';

export async function getOptionsRoute(app: FastifyInstance) {
  route(app, ipoAdminApi.options, async () => ok({ sandbox: app.config.sandbox }));
}
