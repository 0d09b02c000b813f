import { FILE_KINDS, LIMITS } from '@platform/contracts';

/** What the picker accepts: the types the server keeps (images and PDF). */
export const UPLOAD_ACCEPT = Object.keys(FILE_KINDS).join(',');

export type UploadRefusal = { reason: 'tooLarge'; sizeMb: number };

/** Whether an `accept` list names images only (a real-name or KYC photo): then refusals name images, never PDF. */
export const acceptsImagesOnly = (accept: string | undefined): boolean => {
  const entries = (accept ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  return entries.length > 0 && entries.every((entry) => entry.startsWith('image/'));
};

/**
 * The form fields an upload sends before its file: the visibility, and `accept=image` when the picker takes images
 * only, so the server's refusal names images only.
 */
export const uploadFields = (visibility: string, accept: string | undefined): Record<string, string> =>
  acceptsImagesOnly(accept) ? { visibility, accept: 'image' } : { visibility };

/** Refuses a file before it is sent (spec section 5: 10 MB by default); null when it may be uploaded. */
export function checkUploadSize(file: Blob, maxBytes: number = LIMITS.uploadMaxBytes): UploadRefusal | null {
  return file.size > maxBytes ? { reason: 'tooLarge', sizeMb: Math.round(maxBytes / 1024 / 1024) } : null;
}

export const isImageFile = (file: Blob) => file.type.startsWith('image/');

/** Whether a file is of a type an `accept` list names (`image/png`, `image/*` or `.pdf`); a drop skips the picker's filter. */
export function matchesAccept(file: { name: string; type: string }, accept: string = UPLOAD_ACCEPT): boolean {
  return accept
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
    .some((entry) => {
      if (entry.startsWith('.')) return file.name.toLowerCase().endsWith(entry);
      if (entry.endsWith('/*')) return file.type.toLowerCase().startsWith(entry.slice(0, -1));
      return file.type.toLowerCase() === entry;
    });
}

export interface UploadPlan<F> {
  /** To upload, in the order picked. */
  send: F[];
  tooLarge: F[];
  notAccepted: F[];
  /** Acceptable, but past the number still allowed. */
  overLimit: F[];
}

/** Sorts picked or dropped files: each checked alone (type, size), then no more than `room` of the good ones are sent. */
export function planUploads<F extends Blob & { name: string }>(
  files: readonly F[],
  room: number,
  { maxBytes, accept }: { maxBytes?: number; accept?: string } = {},
): UploadPlan<F> {
  const plan: UploadPlan<F> = { send: [], tooLarge: [], notAccepted: [], overLimit: [] };
  for (const file of files) {
    if (!matchesAccept(file, accept)) plan.notAccepted.push(file);
    else if (checkUploadSize(file, maxBytes)) plan.tooLarge.push(file);
    else if (plan.send.length < Math.max(0, room)) plan.send.push(file);
    else plan.overLimit.push(file);
  }
  return plan;
}
