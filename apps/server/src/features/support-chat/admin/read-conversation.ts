import { supportAdminApi } from '@platform/contracts';
import { eq, sql, supportConversations, supportMessages } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { ok } from '../../../lib/envelope.ts';
import { adminConversation, userConversationView } from '../conversations-repo.ts';

const c = supportConversations;

/** POST /api/admin/support/conversations/:id/read { upTo }: operators have read the user's messages up to this id. */
export async function readConversationRoute(app: FastifyInstance) {
  route(app, supportAdminApi.markRead, async ({ params, body }) => {
    const { upTo } = body;
    await app.db
      .update(c)
      .set({
        operatorReadUpTo: sql`greatest(${c.operatorReadUpTo}, least(${upTo}, (select coalesce(max(${supportMessages.id}), 0) from ${supportMessages} where ${supportMessages.conversationId} = ${c.id})))`,
      })
      .where(eq(c.id, params.id));
    const conversation = await adminConversation(app.db, params.id);
    const userView = await userConversationView(app.db, conversation.userId, conversation.source);
    // The user's receipts concern their current conversation only.
    app.supportFeed.conversation(userView?.id === conversation.id ? userView : null, conversation.userId, conversation);
    return ok(null);
  });
}
