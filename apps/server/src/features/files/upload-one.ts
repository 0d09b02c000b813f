import { randomUUID } from 'node:crypto';
import { filesApi, isOperator } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { receiveFile, storeFile } from '../../core/files/receive-upload.ts';
import type { FileStorage } from '../../core/files/storage.ts';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';

/**
 * POST /api/file/uploadOne (multipart, field `file`): stores an image or PDF. As the spec's client expects, success is code
 * 200 with the relative path in `msg`; `data` describes the file. Users' files are private; operators may publish
 * (`visibility=public`) files meant for everyone, such as news covers.
 */
export const uploadOne = (storage: FileStorage) => async (app: FastifyInstance) => {
  route(app, filesApi.uploadOne, async ({ user, req }) => {
    const file = await receiveFile(req, app.config.uploadMaxBytes);
    const visibility = file.fields.visibility === 'public' && isOperator(user.roles) ? 'public' : 'private';
    const stored = await storeFile(app.db, storage, file, { id: randomUUID(), ownerId: user.id, visibility });
    return ok(stored, stored.path);
  });
};
