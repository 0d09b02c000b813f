import { markSupportReadBody } from '@platform/contracts';
import { and, eq, sql, supportConversations, supportMessages } from '@platform/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { currentUser } from '../../plugins/auth.ts';
import { adminConversation, latestConversation, userConversationView } from './conversations-repo.ts';

/** POST /api/support/read { source, upTo }: the user has read the operators' messages up to this id. */
export const markReadRoute: FastifyPluginAsyncZod = async (app) => {
  app.post('/read', { schema: { tags: ['support'], body: markSupportReadBody } }, async (req) => {
    const userId = currentUser(req).id;
    const { source, upTo } = req.body;
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
};
