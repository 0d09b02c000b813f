import type { FastifyInstance } from 'fastify';
import { findMyMessagesRoute } from './find-my-messages.ts';
import { getAttachmentRoute } from './get-attachment.ts';
import { getMyConversationRoute } from './get-my-conversation.ts';
import { getSupportConfigRoute } from './get-support-config.ts';
import { markReadRoute } from './mark-read.ts';
import { sendMessageRoute } from './send-message.ts';

export { supportAdminRoutes } from './admin/index.ts';
export { registerSupport } from './register-support.ts';

/** The customer's side of support chat under /api/support: the public config, then the signed-in user's own chat. */
export async function supportRoutes(app: FastifyInstance) {
  await app.register(getSupportConfigRoute);
  await app.register(getMyConversationRoute);
  await app.register(findMyMessagesRoute);
  await app.register(sendMessageRoute);
  await app.register(markReadRoute);
  await app.register(getAttachmentRoute);
}
