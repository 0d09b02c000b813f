import { conversationParams, envelopeOf, replySupportBody, supportMessageView } from '@platform/contracts';
import { eq, supportConversations, supportMessages } from '@platform/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { perIp } from '../../../lib/rate-limit.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import { checkAttachment } from '../attachments.ts';
import { adminConversation, lockConversation, toMessageView } from '../conversations-repo.ts';

/**
 * POST /api/admin/support/conversations/:id/reply { text?, attachment? }: an operator answers. Replying marks the user's messages
 * read and takes an unassigned conversation; a closed one cannot be answered (the user's next message opens a new one).
 */
export const replyConversationRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/conversations/:id/reply',
    {
      config: { rateLimit: perIp(app, 120) },
      schema: {
        tags: ['support'],
        params: conversationParams,
        body: replySupportBody,
        response: { 200: envelopeOf(supportMessageView) },
      },
    },
    async (req) => {
      const operator = currentUser(req);
      const { conversation, message } = await app.db.transaction(async (tx) => {
        const conversation = await lockConversation(tx, req.params.id);
        if (conversation.state !== 'open') throw AppError.conflict('supportConversationClosed');
        if (req.body.attachment) await checkAttachment(tx, operator.id, req.body.attachment);
        const [message] = await tx
          .insert(supportMessages)
          .values({
            conversationId: conversation.id,
            sender: 'operator',
            authorId: operator.id,
            text: req.body.text,
            attachment: req.body.attachment ?? null,
          })
          .returning();
        await tx
          .update(supportConversations)
          .set({
            lastMessageAt: message!.createdAt,
            operatorReadUpTo: message!.id,
            assigneeId: conversation.assigneeId ?? operator.id,
          })
          .where(eq(supportConversations.id, conversation.id));
        await recordAudit(tx, req, {
          action: 'support.reply',
          targetType: 'support_conversation',
          targetId: conversation.id,
          subjectUserId: conversation.userId,
          detail: { messageId: message!.id },
        });
        return { conversation, message: message! };
      });
      const view = toMessageView(message, operator.username ?? operator.email);
      app.supportFeed.message(
        conversation.userId,
        conversation.source,
        view,
        await adminConversation(app.db, conversation.id),
      );
      return ok(view);
    },
  );
};
