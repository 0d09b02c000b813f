// Mediation cases (issue 3 §2 /apply, /profile; §3 the workflow): states, transitions, application, views.

import { bilingual } from './bilingual.ts';
import english from './mediation.en.json' with { type: 'json' };
import chinese from './mediation.zh.json' with { type: 'json' };
import {
  claimAmountSchema,
  filePathSchema,
  fileRefView,
  localizedText,
  optionalText,
  portalPageQuery,
} from './mediation-common.ts';
import { nextStepView, RESPONDENT_STATES } from './mediation-parties.ts';
import { MESSAGES } from './messages.ts';
import { z } from './zod.ts';

const m = (key: keyof typeof MESSAGES) => MESSAGES[key].en;

/**
 * A case's states, in the order a case normally passes through them. `rejected`, `withdrawn`, `closed_settled` and
 * `closed_not_settled` are final. `agreement_drafted` is entered only by drafting an agreement, `signed` only by the
 * user signing it, `withdrawn` only by the user.
 */
export const CASE_STATES = [
  'submitted',
  'under_review',
  'accepted',
  'rejected',
  'in_mediation',
  'agreement_drafted',
  'signed',
  'closed_settled',
  'closed_not_settled',
  'withdrawn',
] as const;
export type CaseState = (typeof CASE_STATES)[number];

export const FINAL_CASE_STATES: readonly CaseState[] = [
  'rejected',
  'closed_settled',
  'closed_not_settled',
  'withdrawn',
];
export const OPEN_CASE_STATES: readonly CaseState[] = CASE_STATES.filter((s) => !FINAL_CASE_STATES.includes(s));

/** The changes a mediator may make by hand (POST /api/admin/mediation/cases/:id/status); each needs a reason. */
export const MEDIATOR_TRANSITIONS: Record<CaseState, readonly CaseState[]> = {
  submitted: ['under_review', 'rejected'],
  under_review: ['accepted', 'rejected'],
  // Mediation starts when the respondent takes part (through their link), not by the mediator's hand.
  accepted: ['closed_not_settled'],
  rejected: [],
  in_mediation: ['closed_not_settled'],
  // Back to mediation withdraws the unsigned agreement.
  agreement_drafted: ['in_mediation', 'closed_not_settled'],
  signed: ['closed_settled', 'closed_not_settled'],
  closed_settled: [],
  closed_not_settled: [],
  withdrawn: [],
};
/** Drafting an agreement (POST /api/admin/mediation/cases/:id/agreement) is allowed from these states. */
export const AGREEMENT_DRAFT_FROM: readonly CaseState[] = ['in_mediation', 'agreement_drafted'];
/** The user may withdraw their case (POST /api/mediate/withdraw) from these states. */
export const WITHDRAWABLE_CASE_STATES: readonly CaseState[] = [
  'submitted',
  'under_review',
  'accepted',
  'in_mediation',
  'agreement_drafted',
];

export const CASE_STATE_LABELS: Record<CaseState, { en: string; zh: string }> = /* @__PURE__ */ bilingual(
  english,
  chinese,
);

/** Currencies a claim may be stated in (the disputed amount; nothing is ever paid to the portal). */
export const CLAIM_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'CNY',
  'HKD',
  'JPY',
  'AUD',
  'CAD',
  'SGD',
  'CHF',
  'USDT',
  'USDC',
  'BTC',
  'ETH',
] as const;
export type ClaimCurrency = (typeof CLAIM_CURRENCIES)[number];

export const MEDIATION_LIMITS = {
  counterpartyNameMax: 100,
  counterpartyWebsiteMax: 200,
  counterpartyContactMax: 200,
  descriptionMin: 20,
  descriptionMax: 5000,
  evidenceMax: 20,
  openCasesMax: 10,
  reasonMax: 500,
  reportTitleMax: 120,
  reportBodyMax: 10_000,
  reportAttachmentsMax: 10,
} as const;

/** A case's public reference, like FINRA's case number: `MD-<year>-<6 digits>`. */
export const TRACKING_NUMBER_PATTERN = /^MD-\d{4}-\d{6,}$/;

/* ---------- reference data ---------- */

/** GET /api/mediate/getExeperienceType → disputeTypeView[] (public): the kinds of dispute the service mediates. */
export const disputeTypeView = z.object({
  value: z.string(),
  label: localizedText,
  description: localizedText,
});
export type DisputeTypeView = z.infer<typeof disputeTypeView>;

/** One thing an applicant should provide. */
export const requiredMaterialView = z.object({
  key: z.string(),
  label: localizedText,
  hint: localizedText,
  required: z.boolean(),
});
export type RequiredMaterialView = z.infer<typeof requiredMaterialView>;

/** GET /api/mediate/getMediaterequest?disputeType= → requiredMaterialsView[] (public); all types without the filter. */
export const requiredMaterialsQuery = z.object({ disputeType: z.string().trim().max(40).optional() });
export const requiredMaterialsView = z.object({
  disputeType: z.string(),
  materials: z.array(requiredMaterialView),
});
export type RequiredMaterialsView = z.infer<typeof requiredMaterialsView>;

/** GET /api/mediate/getMediateData → mediateDataView (public): counts computed from the case table, nothing else. */
export const mediateDataView = z.object({
  totalCases: z.number().int(),
  openCases: z.number().int(),
  closedSettled: z.number().int(),
  closedNotSettled: z.number().int(),
  rejected: z.number().int(),
  withdrawn: z.number().int(),
  /** Median days from submission to closing, over closed cases; null before any case has closed. */
  medianDaysToClose: z.number().nullable(),
  /** When these figures were computed. */
  asOf: z.string(),
});
export type MediateDataView = z.infer<typeof mediateDataView>;

/* ---------- the application ---------- */

/** POST /api/mediate/applyMediate → caseDetailView (signed in). */
export const applyMediateBody = z
  .object({
    disputeType: z
      .string({ error: m('chooseDisputeType') })
      .trim()
      .min(1, m('chooseDisputeType'))
      .max(40),
    counterpartyName: z
      .string({ error: m('enterCounterpartyName') })
      .trim()
      .min(1, m('enterCounterpartyName'))
      .max(MEDIATION_LIMITS.counterpartyNameMax, m('counterpartyNameTooLong')),
    /** Their website or the platform they trade on. */
    counterpartyWebsite: optionalText(MEDIATION_LIMITS.counterpartyWebsiteMax),
    /** How to reach them: e-mail, phone, address. */
    counterpartyContact: optionalText(MEDIATION_LIMITS.counterpartyContactMax),
    amount: claimAmountSchema,
    currency: z.enum(CLAIM_CURRENCIES, { error: m('selectCurrencyType') }),
    /** A `country_code` of dictionary mediate_country. */
    country: z
      .string({ error: m('selectCountry') })
      .trim()
      .regex(/^[A-Z]{2}$/, m('selectCountry')),
    /** A dictValue of dictionary mediate_send_type. */
    sendType: z
      .string({ error: m('chooseSendType') })
      .trim()
      .min(1, m('chooseSendType'))
      .max(40),
    description: z
      .string({ error: m('enterDescription') })
      .trim()
      .min(MEDIATION_LIMITS.descriptionMin, m('enterDescription'))
      .max(MEDIATION_LIMITS.descriptionMax, MESSAGES.textTooLong.en.replace('{{max}}', '5000')),
    /** YYYY-MM-DD, when it happened; optional. */
    incidentDate: z.preprocess((v) => (v === '' ? undefined : v), z.iso.date(m('incidentDateInvalid')).optional()),
    /** Paths from /api/file/uploadOne, uploaded by the applicant. */
    evidence: z
      .array(filePathSchema)
      .max(MEDIATION_LIMITS.evidenceMax, MESSAGES.tooManyFiles.en.replace('{{max}}', '20'))
      .default([]),
    /** Those of `evidence` the respondent may open once they take part (the others stay with the mediator). */
    sharedEvidence: z
      .array(filePathSchema)
      .max(MEDIATION_LIMITS.evidenceMax, MESSAGES.tooManyFiles.en.replace('{{max}}', '20'))
      .default([]),
    /** The applicant read that mediation is free of upfront fees and that no outcome is promised. */
    acknowledged: z.literal(true, { error: m('acknowledgeTerms') }),
  })
  .refine((b) => Boolean(b.counterpartyWebsite || b.counterpartyContact), {
    message: m('enterCounterpartyWebsiteOrContact'),
    path: ['counterpartyWebsite'],
    // Judged with the other fields' refusals, not after them: an applicant sees every missing field at once. (It
    // reads only the two fields it is about, once the body is an object and both passed their own checks.)
    when: ({ value, issues }) =>
      typeof value === 'object' &&
      value !== null &&
      !issues.some((issue) => ['counterpartyWebsite', 'counterpartyContact'].includes(String(issue.path?.[0]))),
  });
export type ApplyMediateBody = z.input<typeof applyMediateBody>;

/* ---------- the user's cases ---------- */

/** A case as a list row. */
export const caseRowView = z.object({
  id: z.number().int(),
  trackingNumber: z.string(),
  disputeType: z.string(),
  counterpartyName: z.string(),
  amount: z.string(),
  currency: z.string(),
  status: z.enum(CASE_STATES),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** What happens next, and by when, for the applicant ("Sign your agreement by 30 Nov"). */
  next: nextStepView,
});
export type CaseRowView = z.infer<typeof caseRowView>;

/** Who made a change of a case, as its parties see it. */
export const CASE_ACTOR_KINDS = ['user', 'respondent', 'mediator', 'system'] as const;
export type CaseActorKind = (typeof CASE_ACTOR_KINDS)[number];

/** Who made a change, as the user sees it: themselves, the respondent, a named mediator, or the system. */
export const caseActorView = z.object({
  kind: z.enum(CASE_ACTOR_KINDS),
  name: z.string().nullable(),
});

/** One recorded change of a case's state, with who and why. */
export const caseEventView = z.object({
  id: z.number().int(),
  fromStatus: z.enum(CASE_STATES).nullable(),
  toStatus: z.enum(CASE_STATES),
  reason: z.string().nullable(),
  actor: caseActorView,
  createdAt: z.string(),
});
export type CaseEventView = z.infer<typeof caseEventView>;

export const caseDetailView = caseRowView.extend({
  counterpartyWebsite: z.string().nullable(),
  counterpartyContact: z.string().nullable(),
  country: z.string(),
  sendType: z.string(),
  description: z.string(),
  incidentDate: z.string().nullable(),
  evidence: z.array(fileRefView),
  /** The paths of the evidence the respondent may open once they take part. */
  sharedEvidence: z.array(z.string()),
  /** The reason of the latest rejection or closing, if any. */
  statusReason: z.string().nullable(),
  /** The mediator handling it, by name; null until one is assigned. */
  mediatorName: z.string().nullable(),
  /** Oldest first. */
  history: z.array(caseEventView),
  /** The current agreement's id, if one is drafted or signed. */
  agreementId: z.number().int().nullable(),
  reportCount: z.number().int(),
  /** Whether the respondent has been told of the case, and their answer. */
  respondentState: z.enum(RESPONDENT_STATES),
});
export type CaseDetailView = z.infer<typeof caseDetailView>;

/** GET /api/mediate/myMediateInfo?page=&size=&status= → pageOf(caseRowView) (signed in). */
export const myMediateInfoQuery = portalPageQuery.extend({
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(CASE_STATES).optional()),
});
export type MyMediateInfoQuery = z.input<typeof myMediateInfoQuery>;

/** GET /api/mediate/myMediateInfoCount → caseCountsView (signed in). */
export const caseCountsView = z.object({
  total: z.number().int(),
  open: z.number().int(),
  closed: z.number().int(),
  byStatus: z.record(z.enum(CASE_STATES), z.number().int()),
});
export type CaseCountsView = z.infer<typeof caseCountsView>;

/** GET /api/mediate/getInfo?id= → caseDetailView (signed in, own case only). */
/** POST /api/mediate/withdraw { id, reason } → caseDetailView (signed in, own case only). */
export const withdrawCaseBody = z.object({
  id: z.number().int().min(1),
  reason: z
    .string({ error: m('reasonRequired') })
    .trim()
    .min(1, m('reasonRequired'))
    .max(MEDIATION_LIMITS.reasonMax),
});
export type WithdrawCaseBody = z.input<typeof withdrawCaseBody>;
