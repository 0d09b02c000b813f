import { queueTopic, supportAdminApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { assignConversationRoute } from './assign-conversation.ts';
import { closeConversationRoute } from './close-conversation.ts';
import { findConversationMessagesRoute } from './find-conversation-messages.ts';
import { findConversationsRoute } from './find-conversations.ts';
import { getConversationRoute } from './get-conversation.ts';
import { getConversationCustomerRoute } from './get-conversation-customer.ts';
import { readConversationRoute } from './read-conversation.ts';
import { replyConversationRoute } from './reply-conversation.ts';

/** The support console's API under /api/admin/support: operators with the support or admin role (from the definitions). */
export async function supportAdminRoutes(app: FastifyInstance) {
  // The queue's news: whoever may read the conversations hears when a customer writes, or one is taken or closed.
  app.newsFeed.allowCaller(queueTopic('support'), supportAdminApi.conversations.caller);
  await app.register(findConversationsRoute);
  await app.register(getConversationRoute);
  await app.register(getConversationCustomerRoute);
  await app.register(findConversationMessagesRoute);
  await app.register(replyConversationRoute);
  await app.register(readConversationRoute);
  await app.register(assignConversationRoute);
  await app.register(closeConversationRoute);
}
