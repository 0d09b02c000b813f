// GET /api/admin/ipo/options: whether this server is a sandbox, so the back office shows the sandbox controls.
import { ipoAdminApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { ok } from '../../../lib/envelope.ts';

export async function getOptionsRoute(app: FastifyInstance) {
  route(app, ipoAdminApi.options, async () => ok({ sandbox: app.config.sandbox }));
}
