import { adminConversationView, conversationParams, envelopeOf } from '@platform/contracts';
import { eq, supportConversations } from '@platform/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import { adminConversation, lockConversation } from '../conversations-repo.ts';

/** POST /api/admin/support/conversations/:id/assign: the signed-in operator takes the conversation (audited). */
export const assignConversationRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/conversations/:id/assign',
    {
      schema: { tags: ['support'], params: conversationParams, response: { 200: envelopeOf(adminConversationView) } },
    },
    async (req) => {
      const operator = currentUser(req);
      await app.db.transaction(async (tx) => {
        const conversation = await lockConversation(tx, req.params.id);
        if (conversation.assigneeId === operator.id) return;
        await tx
          .update(supportConversations)
          .set({ assigneeId: operator.id })
          .where(eq(supportConversations.id, conversation.id));
        await recordAudit(tx, req, {
          action: 'support.assign',
          targetType: 'support_conversation',
          targetId: conversation.id,
          subjectUserId: conversation.userId,
          detail: { from: conversation.assigneeId, to: operator.id },
        });
      });
      const view = await adminConversation(app.db, req.params.id);
      app.supportFeed.conversation(null, view.userId, view);
      return ok(view);
    },
  );
};
