import { supportApi } from '@platform/contracts';
import { and, eq, sql, supportConversations, supportMessages } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import { adminConversation, latestConversation, userConversationView } from './conversations-repo.ts';

/** POST /api/support/read { source, upTo }: the user has read the operators' messages up to this id. */
export async function markReadRoute(app: FastifyInstance) {
  route(app, supportApi.markRead, async ({ user, body }) => {
    const userId = user.id;
    const { source, upTo } = body;
    // Never past the last message of each conversation, never backwards.
    await app.db
      .update(supportConversations)
      .set({
        userReadUpTo: sql`greatest(${supportConversations.userReadUpTo}, least(${upTo}, (select coalesce(max(${supportMessages.id}), 0) from ${supportMessages} where ${supportMessages.conversationId} = ${supportConversations.id})))`,
      })
      .where(and(eq(supportConversations.userId, userId), eq(supportConversations.source, source)));
    const latest = await latestConversation(app.db, userId, source);
    if (latest) {
      const view = await userConversationView(app.db, userId, source);
      app.supportFeed.conversation(view, userId, await adminConversation(app.db, latest.id));
    }
    return ok(null);
  });
}
