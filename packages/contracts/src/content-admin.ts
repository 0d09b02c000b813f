// Operators' writes of published content (admin role): every kind has the same endpoints (api/content-admin.ts), all
// audited; what differs per kind is its body and its view (CONTENT_SCHEMAS).
import {
  aboutSectionView,
  aboutTagSchema,
  CONTENT_LIMITS,
  certificateView,
  latestNewsView,
  PLAN_FEE_KINDS,
  partnerView,
  planView,
  publishedCaseView,
  serviceView,
} from './content.ts';
import { LANGUAGES } from './limits.ts';
import { CLAIM_CURRENCIES } from './mediation.ts';
import { claimAmountSchema, filePathSchema, optionalText, portalPageQuery, urlSchema } from './mediation-common.ts';
import { MESSAGES } from './messages.ts';
import { z } from './zod.ts';

const m = (key: keyof typeof MESSAGES) => MESSAGES[key].en;

export const CONTENT_KINDS = ['news', 'cases', 'plans', 'services', 'about', 'certificates', 'partners'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const contentKindParams = z.object({ kind: z.enum(CONTENT_KINDS) });
export const contentItemParams = contentKindParams.extend({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});
export const adminContentQuery = portalPageQuery.extend({ language: z.enum(LANGUAGES).optional() });
export type AdminContentQuery = z.input<typeof adminContentQuery>;

export const publishContentBody = z.object({ published: z.boolean(), reason: z.string().trim().max(500).optional() });
export type PublishContentBody = z.input<typeof publishContentBody>;

/** What every operator view adds to the public one. */
const adminFields = {
  published: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
};

const title = z
  .string({ error: m('enterTitle') })
  .trim()
  .min(1, m('enterTitle'))
  .max(CONTENT_LIMITS.titleMax);
const name = z
  .string({ error: m('enterContentName') })
  .trim()
  .min(1, m('enterContentName'))
  .max(CONTENT_LIMITS.nameMax);
const summary = z.string().trim().max(CONTENT_LIMITS.summaryMax).default('');
/** HTML in; stored after sanitising to RICH_TEXT_ALLOWED_TAGS. */
const html = z
  .string({ error: m('enterHtml') })
  .trim()
  .min(1, m('enterHtml'))
  .max(CONTENT_LIMITS.htmlMax);
const optionalHtml = z.string().trim().max(CONTENT_LIMITS.htmlMax).default('');
/** A public file from /api/file/uploadOne (visibility=public). */
const image = z.preprocess((v) => (v === '' ? null : v), filePathSchema.nullable().default(null));
const language = z.enum(LANGUAGES);
const sort = z.number().int().min(0).max(10_000).default(0);
const optionalUrl = z.preprocess((v) => (v === '' ? null : v), urlSchema.nullable().default(null));
const optionalDate = z.preprocess((v) => (v === '' ? null : v), z.iso.date().nullable().default(null));

export const latestNewsBody = z.object({ language, title, summary, body: html, coverImage: image });
export type LatestNewsBody = z.input<typeof latestNewsBody>;
export const latestNewsAdminView = latestNewsView.extend(adminFields);
export type LatestNewsAdminView = z.infer<typeof latestNewsAdminView>;

/** The case must be closed (settled or not); its figures are copied from it, its parties are never shown. */
export const publishedCaseBody = z.object({
  sourceCaseId: z.number().int().min(1),
  language,
  title,
  summary,
  body: html,
  coverImage: image,
});
export type PublishedCaseBody = z.input<typeof publishedCaseBody>;
export const publishedCaseAdminView = publishedCaseView.extend({
  ...adminFields,
  sourceCaseId: z.number().int(),
  trackingNumber: z.string(),
});
export type PublishedCaseAdminView = z.infer<typeof publishedCaseAdminView>;

export const planBody = z
  .object({
    language,
    name,
    summary,
    body: optionalHtml,
    feeKind: z.enum(PLAN_FEE_KINDS),
    feePercent: z.preprocess(
      (v) => (v === '' ? null : v),
      z
        .string()
        .regex(/^\d{1,2}(\.\d{1,2})?$/, m('feeInvalid'))
        .nullable()
        .default(null),
    ),
    feeAmount: z.preprocess((v) => (v === '' ? null : v), claimAmountSchema.nullable().default(null)),
    feeCurrency: z.preprocess((v) => (v === '' ? null : v), z.enum(CLAIM_CURRENCIES).nullable().default(null)),
    feeNote: z
      .string({ error: m('feeInvalid') })
      .trim()
      .min(1, m('feeInvalid'))
      .max(500),
    features: z
      .array(z.string().trim().min(1).max(CONTENT_LIMITS.featureMax))
      .max(CONTENT_LIMITS.featuresMax)
      .default([]),
    sort,
  })
  .superRefine((b, ctx) => {
    const bad = (path: string) => ctx.addIssue({ code: 'custom', path: [path], message: m('feeInvalid') });
    if (b.feeKind === 'none' && (b.feePercent || b.feeAmount)) bad('feeKind');
    if (b.feeKind === 'percent_of_settlement' && (!b.feePercent || Number(b.feePercent) <= 0)) bad('feePercent');
    if (b.feeKind === 'fixed_on_settlement' && !b.feeAmount) bad('feeAmount');
    if (b.feeKind === 'fixed_on_settlement' && !b.feeCurrency) bad('feeCurrency');
  });
export type PlanBody = z.input<typeof planBody>;
export const planAdminView = planView.extend(adminFields);
export type PlanAdminView = z.infer<typeof planAdminView>;

export const serviceBody = z.object({ language, name, summary, body: html, icon: image, sort });
export type ServiceBody = z.input<typeof serviceBody>;
export const serviceAdminView = serviceView.extend(adminFields);
export type ServiceAdminView = z.infer<typeof serviceAdminView>;

export const aboutSectionBody = z.object({
  language,
  tag: aboutTagSchema,
  title,
  body: html,
  image,
  sort,
});
export type AboutSectionBody = z.input<typeof aboutSectionBody>;
export const aboutSectionAdminView = aboutSectionView.extend(adminFields);
export type AboutSectionAdminView = z.infer<typeof aboutSectionAdminView>;

const verifyHow = z
  .string({ error: m('enterVerifyHow') })
  .trim()
  .min(10, m('enterVerifyHow'))
  .max(1000);

export const certificateBody = z.object({
  name,
  issuer: z
    .string({ error: m('enterIssuer') })
    .trim()
    .min(1, m('enterIssuer'))
    .max(CONTENT_LIMITS.nameMax),
  number: optionalText(100).transform((v) => v ?? null),
  issuedOn: optionalDate,
  expiresOn: optionalDate,
  verifyUrl: optionalUrl,
  verifyHow,
  image,
  sort,
});
export type CertificateBody = z.input<typeof certificateBody>;
export const certificateAdminView = certificateView.extend(adminFields);
export type CertificateAdminView = z.infer<typeof certificateAdminView>;

export const partnerBody = z.object({
  name,
  website: optionalUrl,
  logo: image,
  relationship: z.string().trim().min(1).max(500),
  verifyUrl: optionalUrl,
  verifyHow,
  sort,
});
export type PartnerBody = z.input<typeof partnerBody>;
export const partnerAdminView = partnerView.extend(adminFields);
export type PartnerAdminView = z.infer<typeof partnerAdminView>;

/** Request body and operator view of each kind. */
export const CONTENT_SCHEMAS = {
  news: { body: latestNewsBody, view: latestNewsAdminView },
  cases: { body: publishedCaseBody, view: publishedCaseAdminView },
  plans: { body: planBody, view: planAdminView },
  services: { body: serviceBody, view: serviceAdminView },
  about: { body: aboutSectionBody, view: aboutSectionAdminView },
  certificates: { body: certificateBody, view: certificateAdminView },
  partners: { body: partnerBody, view: partnerAdminView },
} as const satisfies Record<ContentKind, { body: z.ZodType; view: z.ZodType }>;
export type ContentBody<K extends ContentKind> = z.input<(typeof CONTENT_SCHEMAS)[K]['body']>;
export type ContentAdminView<K extends ContentKind> = z.infer<(typeof CONTENT_SCHEMAS)[K]['view']>;

/**
 * A create or update body as the route receives it: any object. The server checks it against the kind's own schema
 * (CONTENT_SCHEMAS[kind].body), so its field errors are that schema's.
 */
export const contentBody = z
  .looseObject({})
  .meta({ description: 'The body of the kind in the path: latestNewsBody, publishedCaseBody, planBody, …' });

/**
 * The view of any kind, as the routes answer. A case's view holds every field of a news item's, so it is tried first;
 * no other view holds all the fields of another.
 */
export const contentAdminView = z.union([
  publishedCaseAdminView,
  latestNewsAdminView,
  planAdminView,
  serviceAdminView,
  aboutSectionAdminView,
  certificateAdminView,
  partnerAdminView,
]);

export const deleteContentBody = z.object({ reason: z.string().trim().max(500).optional() });
export type DeleteContentBody = z.input<typeof deleteContentBody>;
