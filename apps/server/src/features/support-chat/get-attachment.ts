import { z } from '@platform/contracts';
import { and, eq, storedFiles, supportConversations, supportMessages } from '@platform/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { localFileStorage } from '../files/storage.ts';

/**
 * GET /api/support/attachments/:name: an image attached in one of the user's own conversations, whoever sent it (an
 * operator's image is the operator's private file, so /api/file would not serve it to the user). Anything else is 404.
 */
export const getAttachmentRoute: FastifyPluginAsyncZod = async (app) => {
  const storage = localFileStorage(app.config.dataDir);
  app.get(
    '/attachments/:name',
    { schema: { tags: ['support'], params: z.object({ name: z.string().regex(/^[0-9a-f-]{36}\.[a-z]{3,4}$/) }) } },
    async (req, reply) => {
      const [file] = await app.db
        .select({ storedName: storedFiles.storedName, mime: storedFiles.mime })
        .from(supportMessages)
        .innerJoin(supportConversations, eq(supportConversations.id, supportMessages.conversationId))
        .innerJoin(storedFiles, eq(storedFiles.storedName, req.params.name))
        .where(
          and(
            eq(supportMessages.attachment, `/file/${req.params.name}`),
            eq(supportConversations.userId, currentUser(req).id),
          ),
        )
        .limit(1);
      if (!file) throw AppError.notFound();
      reply
        .header('content-type', file.mime)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff');
      return reply.send(await storage.get(file.storedName));
    },
  );
};
