import { randomUUID } from 'node:crypto';
import { envelopeOf, FILE_KINDS, isOperator, MESSAGES, z } from '@platform/contracts';
import { storedFiles } from '@platform/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { perIp } from '../../lib/rate-limit.ts';
import { WindowLimiter } from '../../lib/window-limiter.ts';
import { currentUser } from '../../plugins/auth.ts';
import { sniffFileType } from './sniff.ts';
import type { FileStorage } from './storage.ts';

export const uploadedFileView = z.object({
  id: z.string(),
  path: z.string(),
  name: z.string().nullable(),
  mime: z.string(),
  size: z.number().int(),
});

/**
 * POST /api/file/uploadOne (multipart, field `file`): stores an image or PDF. As the spec's client expects, success is code
 * 200 with the relative path in `msg`; `data` describes the file. Users' files are private; operators may publish
 * (`visibility=public`) files meant for everyone, such as news covers.
 */
export const uploadOne =
  (storage: FileStorage): FastifyPluginAsyncZod =>
  async (app) => {
    // Uploads per account, besides the per-IP limit: an account spread over many addresses still waits.
    const perUser = new WindowLimiter(30 * app.config.RATE_LIMIT_MULTIPLIER, 60_000);

    app.post(
      '/file/uploadOne',
      {
        config: { rateLimit: perIp(app, 30) },
        schema: { tags: ['files'], consumes: ['multipart/form-data'], response: { 200: envelopeOf(uploadedFileView) } },
      },
      async (req) => {
        const user = currentUser(req);
        const wait = perUser.hit(String(user.id));
        if (wait > 0) throw AppError.tooManyRequests('tooManyRequests', { retryAfterSeconds: wait });
        if (!req.isMultipart()) throw AppError.badRequest('fileMissing', 'file');
        const part = await req.file({ limits: { fileSize: app.config.uploadMaxBytes, files: 1 } });
        if (part?.fieldname !== 'file') throw AppError.badRequest('fileMissing', 'file');
        const content = await part.toBuffer();
        if (content.length === 0) throw AppError.badRequest('fileMissing', 'file');
        const mime = sniffFileType(content);
        if (!mime) {
          const message = MESSAGES.fileTypeRefused.en;
          throw new AppError(415, 'fileTypeRefused', message, [{ field: 'file', message }]);
        }

        const field = part.fields.visibility;
        const asked = field && !Array.isArray(field) && field.type === 'field' ? field.value : 'private';
        const visibility = asked === 'public' && isOperator(user.roles) ? 'public' : 'private';
        const id = randomUUID();
        const storedName = `${id}.${FILE_KINDS[mime]}`;
        await storage.put(storedName, content);
        const originalName = part.filename ? part.filename.slice(0, 255) : null;
        await app.db
          .insert(storedFiles)
          .values({ id, storedName, ownerId: user.id, originalName, mime, size: content.length, visibility });
        const path = `/file/${storedName}`;
        return { code: 200, msg: path, data: { id, path, name: originalName, mime, size: content.length } };
      },
    );
  };
