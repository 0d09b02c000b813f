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
