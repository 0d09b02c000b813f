import { supportApi } from '@platform/contracts';
import { and, eq, storedFiles, supportConversations, supportMessages } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { localFileStorage } from '../../core/files/storage.ts';
import { sendStoredFile } from '../../core/files/stored-file-reply.ts';
import { route } from '../../core/http/route.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * GET /api/support/attachments/:name: an image attached in one of the user's own conversations, whoever sent it (an
 * operator's image is the operator's private file, so /api/file would not serve it to the user). Anything else is 404.
 */
export async function getAttachmentRoute(app: FastifyInstance) {
  const storage = localFileStorage(app.config.dataDir);
  route(app, supportApi.attachment, async ({ user, params, reply }) => {
    const [file] = await app.db
      .select({ storedName: storedFiles.storedName, mime: storedFiles.mime })
      .from(supportMessages)
      .innerJoin(supportConversations, eq(supportConversations.id, supportMessages.conversationId))
      .innerJoin(storedFiles, eq(storedFiles.storedName, params.name))
      .where(and(eq(supportMessages.attachment, `/file/${params.name}`), eq(supportConversations.userId, user.id)))
      .limit(1);
    if (!file) throw AppError.notFound();
    return sendStoredFile(reply, file, await storage.get(file.storedName), 'private, no-store');
  });
}
