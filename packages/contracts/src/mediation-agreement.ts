// The mediation agreement (issue 3 /contract, /pdf; issue 15 §4): drafted by a mediator, read and signed by both
// parties in either order; complete when both have signed.

import { CLAIM_CURRENCIES } from './mediation.ts';
import { claimAmountSchema, optionalText } from './mediation-common.ts';
import { CASE_PARTIES } from './mediation-parties.ts';
import { MESSAGES } from './messages.ts';
import { z } from './zod.ts';

const m = (key: keyof typeof MESSAGES) => MESSAGES[key].en;

export const AGREEMENT_STATES = ['awaiting_signature', 'signed', 'withdrawn'] as const;
export type AgreementState = (typeof AGREEMENT_STATES)[number];

/** The audit trail's events, DocuSeal-style: sent to each party, opened and signed by each, completed when both have. */
export const AGREEMENT_EVENTS = ['drafted', 'sent', 'opened', 'signed', 'completed', 'withdrawn'] as const;
export type AgreementEvent = (typeof AGREEMENT_EVENTS)[number];

export const SIGNATURE_METHODS = ['drawn', 'typed'] as const;
export type SignatureMethod = (typeof SIGNATURE_METHODS)[number];

/**
 * How each party's identity was established before they signed (issue 27 §5): the applicant by their approved
 * real-name verification, the respondent by the e-mail they confirmed with a one-time code when they took part
 * through the private link the mediator sent them. A party signs as that identity; a typed name is never used.
 */
export const SIGNER_IDENTITY_CHECKS = ['real_name', 'email_code'] as const;
export type SignerIdentityCheck = (typeof SIGNER_IDENTITY_CHECKS)[number];

/** Who a party signs as, and how that was established. */
export const signerIdentityView = z.object({
  name: z.string(),
  /** The respondent's confirmed e-mail; null for the applicant (their e-mail stays out of what the respondent reads). */
  email: z.string().nullable(),
  check: z.enum(SIGNER_IDENTITY_CHECKS),
  /** When the real-name verification was approved, or the e-mail confirmed. */
  checkedAt: z.string().nullable(),
});
export type SignerIdentityView = z.infer<typeof signerIdentityView>;

/**
 * How the agreed settlement is paid: what the parties agreed, never a clause the platform adds. Usually the
 * respondent pays the applicant directly; `platform_payout` only when the terms route it through the service to the
 * payout destination (bank account or crypto address) the applicant registered.
 */
export const PAYMENT_METHODS = ['bank_transfer', 'card_refund', 'platform_payout', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const AGREEMENT_LIMITS = {
  titleMax: 120,
  bodyMax: 20_000,
  paymentDetailsMax: 500,
  /** Days the respondent has to pay, from the last signature. */
  paymentDueDaysMax: 90,
  signerNameMax: 100,
  /** A PNG data URL of the signature, at most this many characters (about 150 KB). */
  signatureImageMax: 200_000,
} as const;

/** One party's signature on the agreement, with its audit data (DocuSeal-style). */
export const signatureView = z.object({
  party: z.enum(CASE_PARTIES),
  /** The name the party signed in: the applicant's verified real name, the respondent's name as they took part. */
  signerName: z.string(),
  /** How the signer's identity was established (null on signatures recorded before this was kept). */
  identity: signerIdentityView.nullable(),
  method: z.enum(SIGNATURE_METHODS),
  /** data:image/png;base64,… as drawn (or rendered from the typed name). */
  image: z.string(),
  signedAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** SHA-256 (hex) of the agreement text this party saw and signed; equals the agreement's textSha256. */
  textSha256: z.string(),
});
export type SignatureView = z.infer<typeof signatureView>;

/** One event of the agreement's audit trail. */
export const agreementEventView = z.object({
  event: z.enum(AGREEMENT_EVENTS),
  /** The party the event concerns (who was sent, opened or signed); null for the mediator's and the system's. */
  party: z.enum(CASE_PARTIES).nullable(),
  at: z.string(),
  actorName: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type AgreementEventView = z.infer<typeof agreementEventView>;

export const agreementView = z.object({
  id: z.number().int(),
  caseId: z.number().int(),
  trackingNumber: z.string(),
  /** 1 for the first draft of a case, counting up as it is redrafted. */
  version: z.number().int(),
  title: z.string(),
  /** The exact text shown and signed (the PDF prints the same text). */
  text: z.string(),
  /** SHA-256 (hex) of `text` as UTF-8. */
  textSha256: z.string(),
  settlementAmount: z.string().nullable(),
  settlementCurrency: z.string().nullable(),
  /** How the settlement is paid, as the parties agreed; null when no payment is part of it. */
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  /** The agreed payment's details in the parties' words (the card, the account, the reference). */
  paymentDetails: z.string().nullable(),
  /** Days from the last signature by which the respondent pays. */
  paymentDueDays: z.number().int().nullable(),
  status: z.enum(AGREEMENT_STATES),
  draftedAt: z.string(),
  /** The mediator who drafted it, by name and role (never a log-in name). */
  draftedBy: z.object({ name: z.string(), role: z.string() }).nullable(),
  /** The signatures so far, the applicant's first; the agreement is complete when both parties have signed. */
  signatures: z.array(signatureView),
  completedAt: z.string().nullable(),
  /** SHA-256 (hex) of the completed PDF as first produced, once both have signed. */
  signedPdfSha256: z.string().nullable(),
  events: z.array(agreementEventView),
  /** Who the reading party signs as (shown, not typed); null for the back office or a party who cannot sign. */
  signAs: signerIdentityView.nullable(),
  /** After both signed: whether the applicant confirmed that the agreed payment arrived, and by when they may. */
  payment: z
    .object({
      confirmedAt: z.string().nullable(),
      /** The applicant's latest answer that it had not arrived yet. */
      missingAt: z.string().nullable(),
      confirmBy: z.string().nullable(),
    })
    .nullable(),
});
export type AgreementView = z.infer<typeof agreementView>;

export const agreementRowView = agreementView.pick({
  id: true,
  caseId: true,
  trackingNumber: true,
  version: true,
  title: true,
  status: true,
  draftedAt: true,
});
export type AgreementRowView = z.infer<typeof agreementRowView>;

/**
 * GET /api/mediate/getContract?caseId= → agreementView | null (signed in). With caseId: that case's current agreement
 * (another user's case is 404). Without: the user's agreement awaiting signature, else their latest, else null.
 * Reading it records an `opened` event.
 */
export const getContractQuery = z.object({ caseId: z.coerce.number().int().min(1).max(2_147_483_647).optional() });
export type GetContractQuery = z.input<typeof getContractQuery>;

/** GET /api/mediate/contractList → agreementRowView[] (signed in): every agreement of the user's cases, newest first. */

/**
 * GET /api/mediate/contractPdf?id= → application/pdf (signed in, own agreement only; `download=1` asks for an
 * attachment). The text, then the signature and an audit page once signed.
 */
export const contractPdfQuery = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  download: z.enum(['0', '1']).optional(),
});
export type ContractPdfQuery = z.input<typeof contractPdfQuery>;

/** POST /api/mediate/saveContract → agreementView (signed in, own agreement awaiting signature). */
export const saveContractBody = z.object({
  id: z.number().int().min(1),
  /** The SHA-256 of the text the user read; a mismatch means the agreement changed and nothing is signed. */
  textSha256: z.string().regex(/^[0-9a-f]{64}$/, m('agreementChanged')),
  method: z.enum(SIGNATURE_METHODS, { error: m('signatureMissing') }),
  /**
   * Not used: a party signs in the identity the service established (signAs). A name sent anyway must be that name,
   * or nothing is signed (409 signerNameNotYours).
   */
  signerName: z.string().trim().max(AGREEMENT_LIMITS.signerNameMax).optional(),
  image: z
    .string({ error: m('signatureMissing') })
    .min(1, m('signatureMissing'))
    .max(AGREEMENT_LIMITS.signatureImageMax, m('signatureInvalid'))
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, m('signatureInvalid')),
  consent: z.literal(true, { error: m('confirmSignature') }),
});
export type SaveContractBody = z.input<typeof saveContractBody>;

/** POST /api/admin/mediation/cases/:id/agreement → agreementView: drafts (or redrafts) the agreement to sign. */
export const draftAgreementBody = z
  .object({
    title: z
      .string({ error: m('enterAgreementTitle') })
      .trim()
      .min(1, m('enterAgreementTitle'))
      .max(AGREEMENT_LIMITS.titleMax),
    /** The terms in the mediator's words; the server frames them with the parties, the case and the disclosures. */
    body: z
      .string({ error: m('enterAgreementBody') })
      .trim()
      .min(1, m('enterAgreementBody'))
      .max(AGREEMENT_LIMITS.bodyMax),
    settlementAmount: claimAmountSchema.optional(),
    settlementCurrency: z.enum(CLAIM_CURRENCIES).optional(),
    /** How the settlement is paid, as the parties agreed; needed with an amount. */
    paymentMethod: z.enum(PAYMENT_METHODS, { error: m('choosePaymentMethod') }).optional(),
    /** The card, the account, the reference: in the parties' words; needed for `other`. */
    paymentDetails: optionalText(AGREEMENT_LIMITS.paymentDetailsMax),
    paymentDueDays: z
      .number({ error: m('paymentDueDaysRange') })
      .int(m('paymentDueDaysRange'))
      .min(1, m('paymentDueDaysRange'))
      .max(AGREEMENT_LIMITS.paymentDueDaysMax, m('paymentDueDaysRange'))
      .optional(),
    reason: z.string().trim().max(500).optional(),
  })
  .superRefine((b, ctx) => {
    const amount = Boolean(b.settlementAmount);
    if (amount && !b.settlementCurrency)
      ctx.addIssue({ code: 'custom', path: ['settlementCurrency'], message: m('selectCurrencyType') });
    if (amount && !b.paymentMethod)
      ctx.addIssue({ code: 'custom', path: ['paymentMethod'], message: m('choosePaymentMethod') });
    if (amount && !b.paymentDueDays)
      ctx.addIssue({ code: 'custom', path: ['paymentDueDays'], message: m('paymentDueDaysRange') });
    if (!amount && b.paymentMethod)
      ctx.addIssue({ code: 'custom', path: ['settlementAmount'], message: m('enterAmount') });
    if (b.paymentMethod === 'other' && !b.paymentDetails)
      ctx.addIssue({ code: 'custom', path: ['paymentDetails'], message: m('enterPaymentDetails') });
  });
export type DraftAgreementBody = z.input<typeof draftAgreementBody>;

/**
 * POST /api/mediate/confirmPayment → agreementView (signed in, own case at `signed`): the applicant says whether the
 * agreed payment arrived. `received: true` closes the case as settled (once, however often it is sent); `false` is
 * recorded, the respondent and the mediator are told, and the applicant may still confirm until the deadline.
 */
export const confirmPaymentBody = z.object({
  caseId: z.number().int().min(1).max(2_147_483_647),
  received: z.boolean(),
});
export type ConfirmPaymentBody = z.input<typeof confirmPaymentBody>;
