import { supportAdminApi } from '@platform/contracts';
import { eq, supportConversations } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { ok } from '../../../lib/envelope.ts';
import { adminConversation, auditConversation, lockConversation } from '../conversations-repo.ts';

/** POST /api/admin/support/conversations/:id/assign: the signed-in operator takes the conversation (audited). */
export async function assignConversationRoute(app: FastifyInstance) {
  route(app, supportAdminApi.assign, async ({ user: operator, params, req }) => {
    await app.db.transaction(async (tx) => {
      const conversation = await lockConversation(tx, params.id);
      if (conversation.assigneeId === operator.id) return;
      await tx
        .update(supportConversations)
        .set({ assigneeId: operator.id })
        .where(eq(supportConversations.id, conversation.id));
      await auditConversation(tx, req, conversation, 'support.assign', {
        from: conversation.assigneeId,
        to: operator.id,
      });
    });
    const view = await adminConversation(app.db, params.id);
    app.supportFeed.conversation(null, view.userId, view);
    return ok(view);
  });
}
