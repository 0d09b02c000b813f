import { filesApi } from '@platform/contracts';
import {
  and,
  type Db,
  eq,
  inArray,
  mediationCases,
  mediationMessages,
  mediationReports,
  sql,
  storedFiles,
} from '@platform/db';
import type { FastifyInstance } from 'fastify';
import type { FileStorage } from '../../core/files/storage.ts';
import { sendStoredFile } from '../../core/files/stored-file-reply.ts';
import { route } from '../../core/http/route.ts';
import { AppError } from '../../lib/app-error.ts';
import { operatorMayRead } from './file-readers.ts';

/** A mediator's report attachment is readable by the owner of the report's case. */
async function isReportAttachmentOf(db: Db, storedName: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: mediationReports.id })
    .from(mediationReports)
    .innerJoin(mediationCases, eq(mediationCases.id, mediationReports.caseId))
    .where(and(eq(mediationCases.userId, userId), sql`${storedName} = any(${mediationReports.attachments})`))
    .limit(1);
  return row !== undefined;
}

/** A file attached to a case's thread is readable by the case's owner when the message is for them (not a caucus
 * with the respondent): the respondent, who has no account, uploads through their link. */
async function isThreadAttachmentOf(db: Db, storedName: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: mediationMessages.id })
    .from(mediationMessages)
    .innerJoin(mediationCases, eq(mediationCases.id, mediationMessages.caseId))
    .where(
      and(
        eq(mediationCases.userId, userId),
        inArray(mediationMessages.audience, ['all', 'applicant']),
        sql`${storedName} = any(${mediationMessages.attachments})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** GET /api/file/:name: a public file to anyone; a private one only to its owner, to the operators whose role works
 * the queue it was handed in to (issue 28 §8), and (report and thread attachments) to the owner of the case. */
export const getFile = (storage: FileStorage) => async (app: FastifyInstance) => {
  route(app, filesApi.file, async ({ params, user, reply }) => {
    const [file] = await app.db.select().from(storedFiles).where(eq(storedFiles.storedName, params.name)).limit(1);
    if (!file) throw AppError.notFound();
    if (file.visibility !== 'public') {
      if (!user) throw AppError.unauthorized();
      // Someone else's private file is answered as missing: its existence is not theirs to know.
      const readable =
        file.ownerId === user.id ||
        (await operatorMayRead(app.db, user.roles, file)) ||
        (await isReportAttachmentOf(app.db, file.storedName, user.id)) ||
        (await isThreadAttachmentOf(app.db, file.storedName, user.id));
      if (!readable) throw AppError.notFound();
    }
    const cacheControl = file.visibility === 'public' ? 'public, max-age=86400' : 'private, no-store';
    return sendStoredFile(reply, file, await storage.get(file.storedName), cacheControl);
  });
};
