// Real-name verification (issue 3 /realname): the user submits, a reviewer approves or rejects with a reason.
import { listSort, reasonSchema } from './admin.ts';
import { bilingual } from './bilingual.ts';
import { filePathSchema, fileRefView, portalPageQuery } from './mediation-common.ts';
import { MESSAGES } from './messages.ts';
import english from './realname.en.json' with { type: 'json' };
import chinese from './realname.zh.json' with { type: 'json' };
import { z } from './zod.ts';

const m = (key: keyof typeof MESSAGES) => MESSAGES[key].en;

export const ID_TYPES = ['id_card', 'passport', 'driving_licence'] as const;
export type IdType = (typeof ID_TYPES)[number];
export const ID_TYPE_LABELS: Record<IdType, { en: string; zh: string }> = /* @__PURE__ */ bilingual(english, chinese);

/** `none`: nothing submitted yet. A rejected submission may be submitted again. */
export const REALNAME_STATES = ['none', 'pending', 'approved', 'rejected'] as const;
export type RealNameState = (typeof REALNAME_STATES)[number];

/**
 * The ID number's rules, whose wording depends on the ID type. A refinement of the whole object is skipped by default
 * once any field failed, so an empty number went unreported beside the other missing fields: `idNumberParsed` runs it
 * whenever the number itself parsed (the other fields may still be wrong).
 */
function checkIdNumber(b: { idType?: unknown; idNumber: string }, ctx: z.core.$RefinementCtx) {
  const missing = b.idType === 'passport' ? m('enterPassportNumber') : m('enterIdCardNumber');
  if (b.idNumber.length === 0) ctx.addIssue({ code: 'custom', path: ['idNumber'], message: missing });
  else if (!/^[A-Za-z0-9 -]{4,30}$/.test(b.idNumber))
    ctx.addIssue({ code: 'custom', path: ['idNumber'], message: m('idNumberFormat') });
}

const idNumberParsed = (payload: z.core.ParsePayload) =>
  typeof payload.value === 'object' &&
  payload.value !== null &&
  typeof (payload.value as { idNumber?: unknown }).idNumber === 'string';

/** POST /api/real → realInfoView (signed in; refused while pending or once approved). */
export const realNameBody = z
  .object({
    fullName: z
      .string({ error: m('enterFullName') })
      .trim()
      .min(1, m('enterFullName'))
      .max(100, m('fullNameTooLong')),
    idType: z.enum(ID_TYPES, { error: m('chooseIdType') }),
    idNumber: z.string({ error: m('enterIdCardNumber') }).trim(),
    /** A `country_code` of dictionary mediate_country. */
    country: z
      .string({ error: m('selectCountry') })
      .trim()
      .regex(/^[A-Z]{2}$/, m('selectCountry')),
    /** Images from /api/file/uploadOne, uploaded by this user. */
    frontImage: filePathSchema,
    backImage: filePathSchema,
  })
  .superRefine(checkIdNumber, { when: idNumberParsed });
export type RealNameBody = z.input<typeof realNameBody>;

/** A submission as its owner sees it: the ID number is masked to its last four characters. */
export const realNameSubmissionView = z.object({
  id: z.number().int(),
  fullName: z.string(),
  idType: z.enum(ID_TYPES),
  idNumberMasked: z.string(),
  country: z.string(),
  /** Given and family names where the trade app's KYC asked for them apart; null for the portal's form. */
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  frontImage: fileRefView,
  /** Null for a passport submitted through KYC (its photo page is the one image). */
  backImage: fileRefView.nullable(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  /** The reviewer's reason when rejected. */
  rejectReason: z.string().nullable(),
});
export type RealNameSubmissionView = z.infer<typeof realNameSubmissionView>;

/** GET /api/getRealInfo → realInfoView (signed in): the state and the latest submission. */
export const realInfoView = z.object({
  status: z.enum(REALNAME_STATES),
  submission: realNameSubmissionView.nullable(),
});
export type RealInfoView = z.infer<typeof realInfoView>;

/* ---------- back office ---------- */

/** GET /api/admin/realname?page=&size=&status=&q= → pageOf(adminRealNameView) (reviewer or admin). */
/** The reviewers' queue's sortable columns. */
export const REAL_NAME_SORTS = ['fullName', 'submittedAt'] as const;

export const adminRealNameQuery = portalPageQuery.extend({
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['pending', 'approved', 'rejected']).optional()),
  q: z.string().trim().max(50).optional(),
  sort: listSort(REAL_NAME_SORTS),
});
export type AdminRealNameQuery = z.input<typeof adminRealNameQuery>;

/** A submission as a reviewer sees it: the full ID number, the user, the decision. */
export const adminRealNameView = realNameSubmissionView.omit({ idNumberMasked: true }).extend({
  userId: z.number().int(),
  userEmail: z.string(),
  username: z.string().nullable(),
  idNumber: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  reviewerName: z.string().nullable(),
  /** Pending past the promised review time (KYC_REVIEW_HOURS). */
  overdue: z.boolean(),
});
export type AdminRealNameView = z.infer<typeof adminRealNameView>;

/** GET /api/admin/realname/:id → adminRealNameView. POST /api/admin/realname/:id/review → adminRealNameView. */
export const reviewRealNameBody = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve'), reason: z.string().trim().max(500).optional() }),
  z.object({ decision: z.literal('reject'), reason: reasonSchema }),
]);
export type ReviewRealNameBody = z.input<typeof reviewRealNameBody>;

/* ---------- the trade app's KYC: the same identity record and reviewer queue ---------- */

/** The review is promised within this many hours (the result is delivered to the inbox). */
export const KYC_REVIEW_HOURS = 24;
export const KYC_ID_TYPES = ['id_card', 'passport'] as const;
export type KycIdType = (typeof KYC_ID_TYPES)[number];

const personName = (missing: string) => z.string({ error: missing }).trim().min(1, missing).max(50, m('nameTooLong'));

/**
 * POST /api/kyc → realInfoView (signed in; refused while one is pending or once approved). An ID card needs both sides;
 * a passport its photo page (`frontImage`) only.
 */
export const kycBody = z
  .object({
    country: z
      .string({ error: m('selectCountry') })
      .trim()
      .regex(/^[A-Z]{2}$/, m('selectCountry')),
    idType: z.enum(KYC_ID_TYPES, { error: m('chooseIdType') }),
    firstName: personName(m('enterFirstName')),
    lastName: personName(m('enterLastName')),
    idNumber: z.string({ error: m('enterIdCardNumber') }).trim(),
    frontImage: filePathSchema,
    backImage: z.union([filePathSchema, z.literal('')]).optional(),
  })
  .superRefine(
    (b, ctx) => {
      checkIdNumber(b, ctx);
      if (b.idType === 'id_card' && !b.backImage)
        ctx.addIssue({ code: 'custom', path: ['backImage'], message: m('uploadImage') });
    },
    { when: idNumberParsed },
  );
export type KycBody = z.input<typeof kycBody>;
