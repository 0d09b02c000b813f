import { adminConversationView, conversationParams, envelopeOf } from '@platform/contracts';
import { eq, supportConversations } from '@platform/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import { adminConversation, lockConversation, userConversationView } from '../conversations-repo.ts';

/** POST /api/admin/support/conversations/:id/close: ends the conversation (audited); its history stays. */
export const closeConversationRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/conversations/:id/close',
    {
      schema: { tags: ['support'], params: conversationParams, response: { 200: envelopeOf(adminConversationView) } },
    },
    async (req) => {
      await app.db.transaction(async (tx) => {
        const conversation = await lockConversation(tx, req.params.id);
        if (conversation.state !== 'open') throw AppError.conflict('supportConversationClosed');
        await tx
          .update(supportConversations)
          .set({ state: 'closed', closedAt: new Date() })
          .where(eq(supportConversations.id, conversation.id));
        await recordAudit(tx, req, {
          action: 'support.close',
          targetType: 'support_conversation',
          targetId: conversation.id,
          subjectUserId: conversation.userId,
        });
      });
      const view = await adminConversation(app.db, req.params.id);
      const userView = await userConversationView(app.db, view.userId, view.source);
      app.supportFeed.conversation(userView?.id === view.id ? userView : null, view.userId, view);
      return ok(view);
    },
  );
};
