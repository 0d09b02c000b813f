// Shapes shared by every portal domain (mediation, real-name, wallet, feedback, published content).
import { LANGUAGES } from './limits.ts';
import { MESSAGES } from './messages.ts';
import { z } from './zod.ts';

const m = (key: keyof typeof MESSAGES) => MESSAGES[key].en;

/** A text in both languages, for reference data whose value is the same in both (dispute types, materials). */
/** The portal's page of one case (the applicant's cases, that case open): where its inbox messages and e-mails lead. */
export const portalCasePath = (caseId: number) => `/profile?tab=cases&case=${caseId}`;

export const localizedText = z.object({ en: z.string(), zh: z.string() });
export type LocalizedText = z.infer<typeof localizedText>;

/** The portal's paging: `page` from 1, `size` up to 100; lists answer `{ rows, total }` (see `pageOf`). */
export const portalPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});
export type PortalPageQuery = z.input<typeof portalPageQuery>;

/** `?id=` of one record. */
export const idQuery = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const idParams = idQuery;
export type IdQuery = z.input<typeof idQuery>;

/** A language filter of published content; absent means the request's language (header `lang`, else en). */
export const languageFilter = z.object({ language: z.enum(LANGUAGES).optional() });

/** An exact decimal amount as a string: up to 14 integer digits and 2 decimals, greater than zero. */
export const claimAmountSchema = z
  .string({ error: m('enterAmount') })
  .regex(/^\d{1,14}(\.\d{1,2})?$/, m('enterAmount'))
  .refine((v) => /[1-9]/.test(v), m('enterAmount'));

/** A file returned by POST /api/file/uploadOne: the relative path it gave in `msg` (`/file/<uuid>.<ext>`). */
export const filePathSchema = z
  .string({ error: m('uploadImage') })
  .trim()
  .regex(/^\/file\/[0-9a-f-]{36}\.[a-z]{3,4}$/, m('uploadImage'));

/** A stored file as a view shows it: its path (GET /api{path} reads it with the caller's token), name, type, size. */
export const fileRefView = z.object({
  path: z.string(),
  name: z.string().nullable(),
  mime: z.string(),
  size: z.number().int(),
});
export type FileRefView = z.infer<typeof fileRefView>;

/** A full https:// (or http://) address. */
export const urlSchema = z
  .string({ error: m('urlInvalid') })
  .trim()
  .max(300, m('urlInvalid'))
  .regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i, m('urlInvalid'));

export const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string()
      .trim()
      .max(max, MESSAGES.textTooLong.en.replace('{{max}}', String(max)))
      .optional(),
  );
