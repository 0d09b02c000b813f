// The respondent's file door (respondentApi.upload and .file): uploads for their messages, and the files of the thread
// they may read, both through their link's token.
import multipart from '@fastify/multipart';
import { respondentApi, respondentTokenSchema } from '@platform/contracts';
import { eq, storedFiles } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { receiveFile, storeFile } from '../../../core/files/receive-upload.ts';
import { localFileStorage } from '../../../core/files/storage.ts';
import { sendStoredFile } from '../../../core/files/stored-file-reply.ts';
import { route } from '../../../core/http/route.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { threadOpen } from '../thread/thread-repo.ts';
import { respondentMayRead, respondentUploadId } from './respondent-files.ts';
import { caseOfToken, linkRefused } from './respondent-links.ts';

export async function respondentFileRoutes(app: FastifyInstance) {
  const storage = localFileStorage(app.config.dataDir);
  await app.register(multipart, { limits: { fileSize: app.config.uploadMaxBytes, files: 1, fields: 2 } });

  /** POST /api/respondent/file/upload: the link is checked before the file is read; the thread must be open. */
  route(app, respondentApi.upload, async ({ req }) => {
    let caseId = 0;
    const file = await receiveFile(req, app.config.uploadMaxBytes, async (fields) => {
      const token = respondentTokenSchema.safeParse(fields.token);
      if (!token.success) throw linkRefused();
      const { row } = await caseOfToken(app.db, token.data);
      if (!threadOpen(row)) throw AppError.conflict('threadClosed', 'file');
      caseId = row.id;
    });
    const stored = await storeFile(app.db, storage, file, {
      id: respondentUploadId(app.codeSecret, caseId),
      ownerId: null,
      visibility: 'private',
    });
    return ok(stored, stored.path);
  });

  /** POST /api/respondent/file: a file they may not read is answered as missing, whoever's it is. */
  route(app, respondentApi.file, async ({ body, reply }) => {
    const { row } = await caseOfToken(app.db, body.token);
    const [file] = await app.db.select().from(storedFiles).where(eq(storedFiles.storedName, body.name)).limit(1);
    if (!file || !(await respondentMayRead(app.db, row, file.storedName))) throw AppError.notFound();
    return sendStoredFile(reply, file, await storage.get(file.storedName), 'private, no-store');
  });
}
