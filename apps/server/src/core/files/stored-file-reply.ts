// How a user's stored file is answered, wherever it is served: it can be shown or saved, never run.
import type { FastifyReply } from 'fastify';
import { IMAGE_MIMES } from './file-refs.ts';

/** Even opened on its own, a file is an opaque-origin document that may load and run nothing. */
const FILE_CSP = "sandbox; default-src 'none'";

/**
 * Sends `content` as the stored file `file`: a raster image inline (pages show them in <img>), anything else (PDFs) as a
 * download under its stored name, which the server chose and so needs no escaping. The apps read private files as
 * blobs through fetch, which the disposition does not affect.
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: { storedName: string; mime: string },
  content: Buffer,
  cacheControl: string,
) {
  const disposition = IMAGE_MIMES.has(file.mime) ? 'inline' : `attachment; filename="${file.storedName}"`;
  return reply
    .header('content-type', file.mime)
    .header('cache-control', cacheControl)
    .header('content-disposition', disposition)
    .header('content-security-policy', FILE_CSP)
    .header('x-content-type-options', 'nosniff')
    .send(content);
}
