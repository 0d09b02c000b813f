import { supportAdminApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { ok } from '../../../lib/envelope.ts';
import { adminConversation, conversationMessages } from '../conversations-repo.ts';

/** GET /api/admin/support/conversations/:id/messages?before=<id>: the thread, a page at a time. */
export async function findConversationMessagesRoute(app: FastifyInstance) {
  route(app, supportAdminApi.messages, async ({ params, query }) => {
    await adminConversation(app.db, params.id);
    return ok(await conversationMessages(app.db, params.id, query.before, query.pageSize));
  });
}
