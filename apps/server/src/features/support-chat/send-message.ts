import { type SupportSource, supportApi } from '@platform/contracts';
import { and, type Db, eq, supportConversations, supportMessages } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { checkAttachment } from './attachments.ts';
import { adminConversation, toMessageView } from './conversations-repo.ts';

interface UserMessage {
  userId: number;
  source: SupportSource;
  text: string;
  attachment?: string;
}

/** Adds the user's message to their open conversation in the app, opening one when there is none. */
export async function sendUserMessage(db: Db, { userId, source, text, attachment }: UserMessage) {
  return db.transaction(async (tx) => {
    if (attachment) await checkAttachment(tx, userId, attachment);
    const openOne = () =>
      tx
        .select()
        .from(supportConversations)
        .where(
          and(
            eq(supportConversations.userId, userId),
            eq(supportConversations.source, source),
            eq(supportConversations.state, 'open'),
          ),
        )
        .for('update');
    let [conversation] = await openOne();
    if (!conversation) {
      // The partial unique index keeps it to one open conversation when two first messages race.
      await tx.insert(supportConversations).values({ userId, source }).onConflictDoNothing();
      [conversation] = await openOne();
    }
    if (!conversation) throw AppError.conflict('supportConversationClosed');
    const [message] = await tx
      .insert(supportMessages)
      .values({
        conversationId: conversation.id,
        sender: 'user',
        authorId: userId,
        text,
        attachment: attachment ?? null,
      })
      .returning();
    await tx
      .update(supportConversations)
      .set({ lastMessageAt: message!.createdAt })
      .where(eq(supportConversations.id, conversation.id));
    return message!;
  });
}

/** POST /api/support/messages { source, text?, attachment? }: a message to customer service. */
export async function sendMessageRoute(app: FastifyInstance) {
  route(app, supportApi.sendMessage, async ({ user, body }) => {
    const row = await sendUserMessage(app.db, { userId: user.id, ...body });
    const message = toMessageView(row, null);
    app.supportFeed.message(user.id, body.source, message, await adminConversation(app.db, row.conversationId));
    return ok(message);
  });
}
