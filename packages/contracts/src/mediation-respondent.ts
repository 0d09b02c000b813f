// The respondent's side of a case (issue 15 §1) and what each party is told comes next (§2): the respondent reaches
// the case through a private link; its token travels in the request body, never in a URL the server logs.

import { fileNameParams } from './files.ts';
import { CASE_STATES } from './mediation.ts';
import { agreementView, saveContractBody } from './mediation-agreement.ts';
import { fileRefView } from './mediation-common.ts';
import { DEADLINE_KINDS, nextStepView, RESPONDENT_CHANNELS, RESPONDENT_STATES } from './mediation-parties.ts';
import { MESSAGES } from './messages.ts';
import { z } from './zod.ts';

const m = (key: keyof typeof MESSAGES) => MESSAGES[key].en;

export const RESPONDENT_LIMITS = { reasonMax: 1000, questionMax: 2000, nameMax: 100, emailMax: 200 } as const;

/** The link's secret: 43 characters of base64url (32 random bytes). */
export const respondentTokenSchema = z
  .string({ error: m('respondentLinkInvalid') })
  .regex(/^[A-Za-z0-9_-]{43}$/, m('respondentLinkInvalid'));

export const respondentTokenBody = z.object({ token: respondentTokenSchema });
export type RespondentTokenBody = z.input<typeof respondentTokenBody>;

/** The claim as the respondent sees it: what mediation needs, without the applicant's contact details. */
export const respondentCaseView = z.object({
  /** The case's id: what its news on the socket is named by (news-ws.ts). */
  caseId: z.number().int(),
  trackingNumber: z.string(),
  status: z.enum(CASE_STATES),
  respondentState: z.enum(RESPONDENT_STATES),
  /** The applicant as the respondent knows them from the dispute: their name as verified, else withheld. */
  applicantName: z.string().nullable(),
  counterpartyName: z.string(),
  disputeType: z.string(),
  amount: z.string(),
  currency: z.string(),
  description: z.string(),
  incidentDate: z.string().nullable(),
  /** The evidence the applicant shares with the respondent (the rest is not listed). */
  evidence: z.array(fileRefView),
  /** Whether they may open it: once taking part, through their link (POST /api/respondent/file). */
  evidenceOpens: z.boolean(),
  filedAt: z.string(),
  mediatorName: z.string().nullable(),
  /** The e-mail the link was sent to (for the e-mail channel), to confirm when taking part. */
  contactEmail: z.string().nullable(),
  respondentName: z.string().nullable(),
  next: nextStepView,
  agreement: agreementView.nullable(),
});
export type RespondentCaseView = z.infer<typeof respondentCaseView>;

const email = z
  .string({ error: m('invalidEmail') })
  .trim()
  .toLowerCase()
  .max(RESPONDENT_LIMITS.emailMax, m('invalidEmail'))
  .email(m('invalidEmail'));

/** POST /api/respondent/code { token, email }: a code to confirm the e-mail the respondent takes part with. */
export const respondentCodeBody = respondentTokenBody.extend({ email });
export type RespondentCodeBody = z.input<typeof respondentCodeBody>;

/** POST /api/respondent/answer: take part (confirmed e-mail), decline (with a reason), or ask the mediator a question. */
export const respondentAnswerBody = z.discriminatedUnion('answer', [
  respondentTokenBody.extend({
    answer: z.literal('take_part'),
    name: z
      .string({ error: m('enterRespondentName') })
      .trim()
      .min(1, m('enterRespondentName'))
      .max(RESPONDENT_LIMITS.nameMax),
    email,
    code: z.string({ error: m('codeWrong') }).regex(/^\d{6}$/, m('codeWrong')),
  }),
  respondentTokenBody.extend({
    answer: z.literal('decline'),
    reason: z
      .string({ error: m('reasonRequired') })
      .trim()
      .min(1, m('reasonRequired'))
      .max(RESPONDENT_LIMITS.reasonMax),
  }),
  respondentTokenBody.extend({
    answer: z.literal('question'),
    question: z
      .string({ error: m('enterQuestion') })
      .trim()
      .min(1, m('enterQuestion'))
      .max(RESPONDENT_LIMITS.questionMax),
  }),
]);
export type RespondentAnswerBody = z.input<typeof respondentAnswerBody>;

/** POST /api/respondent/sign: the respondent signs the agreement they read, as the applicant does. */
export const respondentSignBody = saveContractBody.extend({ token: respondentTokenSchema });
export type RespondentSignBody = z.input<typeof respondentSignBody>;

/** POST /api/respondent/pdf { token }: the current agreement's PDF. */

/**
 * POST /api/respondent/file { token, name }: a file of the case's thread that the respondent may read (a message for
 * both parties or for them alone), by its stored name. Uploads go to POST /api/respondent/file/upload (multipart:
 * `token`, then `file`).
 */
export const respondentFileBody = respondentTokenBody.extend({ name: fileNameParams.shape.name });
export type RespondentFileBody = z.input<typeof respondentFileBody>;

/* ---------- the mediator's side ---------- */

/** The respondent's standing as the back office sees it, with why contacting them is not offered when it is not. */
export const adminRespondentView = z.object({
  state: z.enum(RESPONDENT_STATES),
  name: z.string().nullable(),
  email: z.string().nullable(),
  answeredAt: z.string().nullable(),
  reason: z.string().nullable(),
  link: z
    .object({
      channel: z.enum(RESPONDENT_CHANNELS),
      note: z.string().nullable(),
      sentAt: z.string(),
      expiresAt: z.string(),
      revokedAt: z.string().nullable(),
      firstOpenedAt: z.string().nullable(),
    })
    .nullable(),
  /** The respondent's questions to the mediator, oldest first. */
  questions: z.array(z.object({ body: z.string(), at: z.string() })),
  /** Null when the mediator may contact the respondent now; else the reason, in the operator's words. */
  notifyBlockedReason: z.string().nullable(),
  /**
   * Where a fresh link goes once the respondent takes part (the address they confirmed), when one may be sent (say,
   * after a leaked link was revoked); null otherwise. They keep their standing: they do not answer again.
   */
  newLinkTo: z.string().nullable(),
  deadlineKind: z.enum(DEADLINE_KINDS).nullable(),
  deadlineAt: z.string().nullable(),
});
export type AdminRespondentView = z.infer<typeof adminRespondentView>;

/**
 * POST /api/admin/mediation/cases/:id/respondent { channel, email?, note? }: sends the respondent a new private link
 * (e-mail), or records the manual step (post, phone) and shows the link once to print or read out. To a respondent
 * who takes part, a fresh link goes by e-mail to the address they confirmed (`email` is not asked).
 */
export const notifyRespondentBody = z
  .object({
    channel: z.enum(RESPONDENT_CHANNELS),
    /** Where to e-mail the link; defaults to the counterparty contact the applicant gave when it is an address. */
    email: email.optional(),
    note: z.string().trim().max(1000).optional(),
  })
  .refine((b) => b.channel === 'email' || Boolean(b.note), { message: m('enterManualStepNote'), path: ['note'] });
export type NotifyRespondentBody = z.input<typeof notifyRespondentBody>;

/** The link as sent: for a letter or a call its address is shown once and never again; an e-mailed one is not shown. */
export const respondentLinkSentView = z.object({ url: z.string().nullable(), expiresAt: z.string() });
export type RespondentLinkSentView = z.infer<typeof respondentLinkSentView>;
