// Images in support messages: uploaded by the sender through /api/file/uploadOne, then attached by path.
import { and, type Db, eq, storedFiles } from '@platform/db';
import { AppError } from '../../lib/app-error.ts';

export const storedNameOf = (path: string) => path.slice('/file/'.length);

/** The attachment must be an image its sender uploaded themselves. */
export async function checkAttachment(tx: Db, senderId: number, path: string) {
  const [file] = await tx
    .select({ mime: storedFiles.mime })
    .from(storedFiles)
    .where(and(eq(storedFiles.storedName, storedNameOf(path)), eq(storedFiles.ownerId, senderId)))
    .limit(1);
  if (!file?.mime.startsWith('image/')) throw AppError.badRequest('supportAttachmentInvalid', 'attachment');
}
