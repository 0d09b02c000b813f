import { isOperator, z } from '@platform/contracts';
import { eq, storedFiles } from '@platform/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import type { FileStorage } from './storage.ts';

/** GET /api/file/:name: a public file to anyone; a private one only to its owner and to operators. */
export const getFile =
  (storage: FileStorage): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/file/:name',
      { schema: { tags: ['files'], params: z.object({ name: z.string().regex(/^[0-9a-f-]{36}\.[a-z]{3,4}$/) }) } },
      async (req, reply) => {
        const [file] = await app.db
          .select()
          .from(storedFiles)
          .where(eq(storedFiles.storedName, req.params.name))
          .limit(1);
        if (!file) throw AppError.notFound();
        if (file.visibility !== 'public') {
          const user = req.user;
          if (!user) throw AppError.unauthorized();
          // Someone else's private file is answered as missing: its existence is not theirs to know.
          if (file.ownerId !== user.id && !isOperator(user.roles)) throw AppError.notFound();
        }
        reply
          .header('content-type', file.mime)
          .header('cache-control', file.visibility === 'public' ? 'public, max-age=86400' : 'private, no-store')
          .header('content-disposition', 'inline')
          .header('x-content-type-options', 'nosniff');
        return reply.send(await storage.get(file.storedName));
      },
    );
  };
