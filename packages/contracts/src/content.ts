// Published content of the portal (issue 3 §3 "Operators publish"): news, cases, plans, services, about-us sections,
// certificates and partners. Public reads here; operator writes in content-admin.ts.
import { LANGUAGES } from './limits.ts';
import { languageFilter, portalPageQuery } from './mediation-common.ts';
import { z } from './zod.ts';

/** Rich text is sanitised by the server to this allow-list before it is stored (and so before anyone reads it). */
export const RICH_TEXT_ALLOWED_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'hr',
  'code',
  'pre',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;
export const CONTENT_LIMITS = {
  titleMax: 150,
  summaryMax: 500,
  htmlMax: 50_000,
  nameMax: 100,
  featureMax: 120,
  featuresMax: 12,
  tagMax: 40,
} as const;

const language = z.enum(LANGUAGES);

/* ---------- news ---------- */

export const latestNewsRowView = z.object({
  id: z.number().int(),
  language,
  title: z.string(),
  summary: z.string(),
  /** A public file path (/file/…), or null. */
  coverImage: z.string().nullable(),
  publishedAt: z.string().nullable(),
});
export type LatestNewsRowView = z.infer<typeof latestNewsRowView>;
export const latestNewsView = latestNewsRowView.extend({ body: z.string() });
export type LatestNewsView = z.infer<typeof latestNewsView>;

/** POST /api/latestNews/list { page, size, language?, q? } → pageOf(latestNewsRowView) (public), newest first. */
export const latestNewsListBody = portalPageQuery
  .merge(languageFilter)
  .extend({ q: z.string().trim().max(50).optional() });
export type LatestNewsListBody = z.input<typeof latestNewsListBody>;
/** GET /api/latestNews/detail?id= → latestNewsView (public; unpublished is 404). */

/* ---------- published cases ---------- */

export const PUBLISHED_CASE_OUTCOMES = ['settled', 'not_settled'] as const;
export type PublishedCaseOutcome = (typeof PUBLISHED_CASE_OUTCOMES)[number];

/**
 * A case published by an operator from a closed case of the service; outcome, amounts, dispute type and duration come
 * from that case (they cannot be typed in), the words from the operator. Cases that did not settle are published too.
 */
export const publishedCaseRowView = z.object({
  id: z.number().int(),
  language,
  title: z.string(),
  summary: z.string(),
  disputeType: z.string(),
  outcome: z.enum(PUBLISHED_CASE_OUTCOMES),
  claimedAmount: z.string(),
  claimedCurrency: z.string(),
  /** From the signed agreement; null when it did not settle or the agreement named no amount. */
  settledAmount: z.string().nullable(),
  settledCurrency: z.string().nullable(),
  /** Whole days from submission to closing. */
  durationDays: z.number().int(),
  coverImage: z.string().nullable(),
  publishedAt: z.string().nullable(),
});
export type PublishedCaseRowView = z.infer<typeof publishedCaseRowView>;
export const publishedCaseView = publishedCaseRowView.extend({ body: z.string() });
export type PublishedCaseView = z.infer<typeof publishedCaseView>;

/** POST /api/rightsProtection/list { page, size, language?, disputeType?, outcome? } → pageOf(publishedCaseRowView). */
export const rightsProtectionListBody = portalPageQuery.merge(languageFilter).extend({
  disputeType: z.string().trim().max(40).optional(),
  outcome: z.enum(PUBLISHED_CASE_OUTCOMES).optional(),
});
export type RightsProtectionListBody = z.input<typeof rightsProtectionListBody>;
/** GET /api/rightsProtection/detail?id= → publishedCaseView (public). */

/* ---------- plans ---------- */

/**
 * How a plan charges. Nothing is ever charged up front: a fee is due only out of a settlement actually paid out, and
 * exactly as published here.
 */
export const PLAN_FEE_KINDS = ['none', 'percent_of_settlement', 'fixed_on_settlement'] as const;
export type PlanFeeKind = (typeof PLAN_FEE_KINDS)[number];

export const planView = z.object({
  id: z.number().int(),
  language,
  name: z.string(),
  summary: z.string(),
  /** Sanitised rich text. */
  body: z.string(),
  feeKind: z.enum(PLAN_FEE_KINDS),
  /** For percent_of_settlement: "10.00" means 10 %. */
  feePercent: z.string().nullable(),
  /** For fixed_on_settlement. */
  feeAmount: z.string().nullable(),
  feeCurrency: z.string().nullable(),
  /** Plain words on when and how the fee is taken. */
  feeNote: z.string(),
  features: z.array(z.string()),
  sort: z.number().int(),
});
export type PlanView = z.infer<typeof planView>;
/** GET /api/plan/list?language= → planView[] (public), by sort. GET /api/plan/detail?id= → planView. */

/* ---------- services ---------- */

export const serviceRowView = z.object({
  id: z.number().int(),
  language,
  name: z.string(),
  summary: z.string(),
  icon: z.string().nullable(),
  sort: z.number().int(),
});
export type ServiceRowView = z.infer<typeof serviceRowView>;
export const serviceView = serviceRowView.extend({ body: z.string() });
export type ServiceView = z.infer<typeof serviceView>;
/** GET /api/service/list?language= → serviceRowView[] (public). GET /api/service/detail?id= → serviceView. */

/* ---------- about-us sections ---------- */

export const aboutTagSchema = z
  .string()
  .trim()
  .min(1)
  .max(CONTENT_LIMITS.tagMax)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'The tag may contain only lower-case letters, digits and -');

export const aboutSectionView = z.object({
  id: z.number().int(),
  language,
  /** The /aboutUs/{tag} of this section; one section per tag and language. */
  tag: z.string(),
  title: z.string(),
  body: z.string(),
  image: z.string().nullable(),
  sort: z.number().int(),
});
export type AboutSectionView = z.infer<typeof aboutSectionView>;

/** GET /api/aboutUs/list?language=&tag= → aboutSectionView[] (public), by sort; with tag, that section only. */
export const aboutListQuery = languageFilter.extend({ tag: aboutTagSchema.optional() });
export type AboutListQuery = z.input<typeof aboutListQuery>;

/* ---------- certificates and partners (only from operator-entered, verifiable records) ---------- */

export const certificateView = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Who issued it. */
  issuer: z.string(),
  /** The certificate or registration number, if it has one. */
  number: z.string().nullable(),
  issuedOn: z.string().nullable(),
  expiresOn: z.string().nullable(),
  /** A public register or page where anyone can check it. */
  verifyUrl: z.string().nullable(),
  /** How to verify it, in words. */
  verifyHow: z.string(),
  image: z.string().nullable(),
  sort: z.number().int(),
});
export type CertificateView = z.infer<typeof certificateView>;
/** GET /api/certificate/list → certificateView[] (public). */

export const partnerView = z.object({
  id: z.number().int(),
  name: z.string(),
  website: z.string().nullable(),
  logo: z.string().nullable(),
  /** What the partnership is, in words. */
  relationship: z.string(),
  verifyUrl: z.string().nullable(),
  verifyHow: z.string(),
  sort: z.number().int(),
});
export type PartnerView = z.infer<typeof partnerView>;
/** GET /api/partner/list → partnerView[] (public). */
