import { supportAdminApi } from '@platform/contracts';
import { eq, supportConversations, supportMessages } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { checkAttachment } from '../attachments.ts';
import { adminConversation, auditConversation, lockConversation, toMessageView } from '../conversations-repo.ts';

/**
 * POST /api/admin/support/conversations/:id/reply { text?, attachment? }: an operator answers. Replying marks the user's messages
 * read and takes an unassigned conversation; a closed one cannot be answered (the user's next message opens a new one).
 */
export async function replyConversationRoute(app: FastifyInstance) {
  route(app, supportAdminApi.reply, async ({ user: operator, params, body, req }) => {
    const { conversation, message } = await app.db.transaction(async (tx) => {
      const conversation = await lockConversation(tx, params.id);
      if (conversation.state !== 'open') throw AppError.conflict('supportConversationClosed');
      if (body.attachment) await checkAttachment(tx, operator.id, body.attachment);
      const [message] = await tx
        .insert(supportMessages)
        .values({
          conversationId: conversation.id,
          sender: 'operator',
          authorId: operator.id,
          text: body.text,
          attachment: body.attachment ?? null,
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
      await auditConversation(tx, req, conversation, 'support.reply', { messageId: message!.id });
      return { conversation, message: message! };
    });
    const view = toMessageView(message, operator.username ?? operator.email);
    app.supportFeed.message(
      conversation.userId,
      conversation.source,
      view,
      await adminConversation(app.db, conversation.id),
    );
    app.events.publish({
      type: 'support.replied',
      userId: conversation.userId,
      conversationId: conversation.id,
      messageId: message.id,
    });
    return ok(view);
  });
}
