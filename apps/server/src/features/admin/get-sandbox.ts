// GET /api/admin/sandbox: whether this server is a sandbox, so the back office shows its sandbox controls (any
// operator may ask: a mediator has one on a case, an admin on an offering, a loan, a follow order).
import { adminApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';

export async function getSandboxRoute(app: FastifyInstance) {
  route(app, adminApi.sandbox, async () => ok({ sandbox: app.config.sandbox }));
}
