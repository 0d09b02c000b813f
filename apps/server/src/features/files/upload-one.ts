import { randomUUID } from 'node:crypto';
import { FILE_KINDS, filesApi, isOperator, MESSAGES } from '@platform/contracts';
import { storedFiles } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import type { FileStorage } from '../../core/files/storage.ts';
import { route } from '../../core/http/route.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { pdfRefusal } from './pdf-check.ts';
import { sniffFileType } from './sniff.ts';

const refused = (key: 'fileTypeRefused' | 'pdfRefused') => {
  const message = MESSAGES[key].en;
  return new AppError(415, key, message, [{ field: 'file', message }]);
};

/**
 * POST /api/file/uploadOne (multipart, field `file`): stores an image or PDF. As the spec's client expects, success is code
 * 200 with the relative path in `msg`; `data` describes the file. Users' files are private; operators may publish
 * (`visibility=public`) files meant for everyone, such as news covers.
 */
export const uploadOne = (storage: FileStorage) => async (app: FastifyInstance) => {
  route(app, filesApi.uploadOne, async ({ user, req }) => {
    if (!req.isMultipart()) throw AppError.badRequest('fileMissing', 'file');
    const part = await req.file({ limits: { fileSize: app.config.uploadMaxBytes, files: 1 } });
    if (part?.fieldname !== 'file') throw AppError.badRequest('fileMissing', 'file');
    const content = await part.toBuffer();
    if (content.length === 0) throw AppError.badRequest('fileMissing', 'file');
    const mime = sniffFileType(content);
    if (!mime) throw refused('fileTypeRefused');
    // The first bytes only say it claims to be a PDF: a script-carrying or HTML polyglot file claims so too.
    if (mime === 'application/pdf' && (await pdfRefusal(content))) throw refused('pdfRefused');

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
    return ok({ id, path, name: originalName, mime, size: content.length }, path);
  });
};
