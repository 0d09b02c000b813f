import { z } from './zod.ts';

export const FILE_KINDS = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
} as const;
export type FileMime = keyof typeof FILE_KINDS;

export const FILE_VISIBILITY = ['private', 'public'] as const;
export const uploadFields = z.object({ visibility: z.enum(FILE_VISIBILITY).default('private') });

/** A stored file's name as `/file/:name` takes it: a UUID and an extension. */
export const fileNameParams = z.object({ name: z.string().regex(/^[0-9a-f-]{36}\.[a-z]{3,4}$/) });

/** What an upload answers in `data`; `path` (also in `msg`) is where the file is read back. */
export const uploadedFileView = z.object({
  id: z.string(),
  path: z.string(),
  name: z.string().nullable(),
  mime: z.string(),
  size: z.number().int(),
});
export type UploadedFileView = z.infer<typeof uploadedFileView>;
