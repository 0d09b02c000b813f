import { supportAdminApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { ok } from '../../../lib/envelope.ts';
import { adminConversation } from '../conversations-repo.ts';

/** GET /api/admin/support/conversations/:id */
export async function getConversationRoute(app: FastifyInstance) {
  route(app, supportAdminApi.conversation, async ({ params }) => ok(await adminConversation(app.db, params.id)));
}
