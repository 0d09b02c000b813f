import { FILE_KINDS, LIMITS } from '@platform/contracts';

/** What the picker accepts: the types the server keeps (images and PDF). */
export const UPLOAD_ACCEPT = Object.keys(FILE_KINDS).join(',');

export type UploadRefusal = { reason: 'tooLarge'; sizeMb: number };

/** Refuses a file before it is sent (spec section 5: 10 MB by default); null when it may be uploaded. */
export function checkUploadSize(file: Blob, maxBytes: number = LIMITS.uploadMaxBytes): UploadRefusal | null {
  return file.size > maxBytes ? { reason: 'tooLarge', sizeMb: Math.round(maxBytes / 1024 / 1024) } : null;
}

export const isImageFile = (file: Blob) => file.type.startsWith('image/');
