// Stored files: uploads (images and PDFs) and reading them back.
import { endpoint, perAccount, perIp, RAW_RESPONSE } from '../endpoint.ts';
import { fileNameParams, uploadedFileView } from '../files.ts';

export const filesApi = {
  /**
   * Multipart, field `file` (and `visibility`, which only operators may set to `public`). As the spec's client expects,
   * success is code 200 with the relative path in `msg`; `data` describes the file.
   */
  uploadOne: endpoint({
    tag: 'files',
    caller: 'user',
    method: 'POST',
    path: '/file/uploadOne',
    multipart: true,
    response: uploadedFileView,
    // Per account too: an account spread over many addresses still waits.
    rateLimit: [perIp(30), perAccount(30)],
  }),
  /** A public file to anyone; a private one to its owner, to operators and (report attachments) to the case's owner. */
  file: endpoint({
    tag: 'files',
    caller: 'public',
    method: 'GET',
    path: '/file/:name',
    params: fileNameParams,
    response: RAW_RESPONSE,
  }),
} as const;
