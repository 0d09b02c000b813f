// An upload, wherever it arrives (a user's /file/uploadOne, a respondent's link): the one file part read within the
// size limit, its type decided by its content (a PDF also parsed for anything that runs), then stored under a name
// the server chose.
import { FILE_KINDS, type FileMime, MESSAGES, type UploadedFileView } from '@platform/contracts';
import { type Db, storedFiles } from '@platform/db';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { IMAGE_MIMES } from './file-refs.ts';
import { pdfRefusal } from './pdf-check.ts';
import { sniffFileType } from './sniff.ts';
import type { FileStorage } from './storage.ts';

export interface ReceivedFile {
  content: Buffer;
  mime: FileMime;
  originalName: string | null;
  /** The plain fields sent before the file. */
  fields: Record<string, string>;
}

const refused = (key: 'fileTypeRefused' | 'pdfRefused' | 'pdfEncrypted' | 'fileNotImage') => {
  const message = MESSAGES[key].en;
  return new AppError(415, key, message, [{ field: 'file', message }]);
};

/**
 * Reads from the multipart body. The parser throws plain errors (no status) when the body is not a form it can read: no
 * boundary in the content type, a boundary the body never uses, a body cut short. Those are the sender's mistake, a 400
 * on the field `file`; its own errors (the size and part limits, a request closed early) carry their status already.
 */
async function readForm<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof AppError || (err as { statusCode?: unknown }).statusCode !== undefined) throw err;
    throw AppError.badRequest('uploadMalformed', 'file');
  }
}

/**
 * The request's file (multipart field `file`), checked; refused on the field `file` otherwise. `admit` sees the plain
 * fields sent before the file and may refuse the request before its content is read; `accept=image` among them takes
 * images only.
 */
export async function receiveFile(
  req: FastifyRequest,
  maxBytes: number,
  admit?: (fields: Record<string, string>) => Promise<void>,
): Promise<ReceivedFile> {
  if (!req.isMultipart()) throw AppError.badRequest('fileMissing', 'file');
  const part = await readForm(() => req.file({ limits: { fileSize: maxBytes, files: 1 } }));
  if (part?.fieldname !== 'file') throw AppError.badRequest('fileMissing', 'file');
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    if (field && !Array.isArray(field) && field.type === 'field' && typeof field.value === 'string')
      fields[name] = field.value;
  }
  await admit?.(fields);
  const content = await readForm(() => part.toBuffer());
  // toBuffer throws only when the cut falls inside a piece it reads: a file arriving in pieces that end exactly at the
  // limit is cut with no piece left to notice it, so the stream's own mark decides (a 10.8 MB PNG was stored at 10 MiB).
  if (part.file.truncated || content.length > maxBytes) throw new req.server.multipartErrors.RequestFileTooLargeError();
  if (content.length === 0) throw AppError.badRequest('fileMissing', 'file');
  const mime = sniffFileType(content);
  // A form that takes images only (real-name, KYC, feedback) says so with `accept=image` before the file: its refusal
  // names images only, never PDF, which that form would refuse afterwards anyway.
  if (fields.accept === 'image' && !(mime && IMAGE_MIMES.has(mime))) throw refused('fileNotImage');
  if (!mime) throw refused('fileTypeRefused');
  // The first bytes only say it claims to be a PDF: a script-carrying or HTML polyglot file claims so too.
  if (mime === 'application/pdf') {
    const refusal = await pdfRefusal(content);
    if (refusal) throw refused(refusal === 'encrypted' ? 'pdfEncrypted' : 'pdfRefused');
  }
  return { content, mime, originalName: part.filename ? part.filename.slice(0, 255) : null, fields };
}

/** Stores a received file as `id` (a UUID) and describes it as an upload answers. */
export async function storeFile(
  db: Db,
  storage: FileStorage,
  file: ReceivedFile,
  input: { id: string; ownerId: number | null; visibility: 'private' | 'public' },
): Promise<UploadedFileView> {
  const storedName = `${input.id}.${FILE_KINDS[file.mime]}`;
  await storage.put(storedName, file.content);
  await db.insert(storedFiles).values({
    id: input.id,
    storedName,
    ownerId: input.ownerId,
    originalName: file.originalName,
    mime: file.mime,
    size: file.content.length,
    visibility: input.visibility,
  });
  return {
    id: input.id,
    path: `/file/${storedName}`,
    name: file.originalName,
    mime: file.mime,
    size: file.content.length,
  };
}
