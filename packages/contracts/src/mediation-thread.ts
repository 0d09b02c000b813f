// A case's conversation (issue 15 §1): one thread for the applicant, the respondent and the mediator, where the
// mediator may also write to one side alone (caucus), with attachments and read state; and settlement proposals that
// the other side accepts, rejects or counters by a deadline. An accepted proposal is what the agreement is drafted from.
import { CLAIM_CURRENCIES } from './mediation.ts';
import { claimAmountSchema, filePathSchema, fileRefView } from './mediation-common.ts';
import { CASE_AUTHORS, CASE_PARTIES, MESSAGE_AUDIENCES, PROPOSAL_STATES } from './mediation-parties.ts';
import { respondentTokenSchema } from './mediation-respondent.ts';
import { MESSAGES } from './messages.ts';
import { z } from './zod.ts';

const m = (key: keyof typeof MESSAGES) => MESSAGES[key].en;

export const THREAD_LIMITS = { bodyMax: 5000, attachmentsMax: 5, termsMax: 5000, noteMax: 1000 } as const;

export const caseMessageView = z.object({
  id: z.number().int(),
  author: z.enum(CASE_AUTHORS),
  /** The mediator by name; the parties by their side. */
  authorName: z.string().nullable(),
  /** `all`, or the one party a caucus message is for. */
  audience: z.enum(MESSAGE_AUDIENCES),
  body: z.string(),
  attachments: z.array(fileRefView),
  createdAt: z.string(),
});
export type CaseMessageView = z.infer<typeof caseMessageView>;

/** How a party answered a mediator's proposal (put to both parties, it is accepted only when both accept). */
export const PROPOSAL_ANSWERS = ['accepted', 'rejected', 'countered'] as const;
export type ProposalAnswerState = (typeof PROPOSAL_ANSWERS)[number];

export const proposalPartyAnswerView = z.object({
  party: z.enum(CASE_PARTIES),
  answer: z.enum(PROPOSAL_ANSWERS),
  note: z.string().nullable(),
  answeredAt: z.string(),
});
export type ProposalPartyAnswerView = z.infer<typeof proposalPartyAnswerView>;

export const proposalView = z.object({
  id: z.number().int(),
  author: z.enum(CASE_AUTHORS),
  amount: z.string(),
  currency: z.string(),
  terms: z.string(),
  respondBy: z.string(),
  status: z.enum(PROPOSAL_STATES),
  counterOf: z.number().int().nullable(),
  answeredBy: z.enum(CASE_AUTHORS).nullable(),
  answeredAt: z.string().nullable(),
  answerNote: z.string().nullable(),
  /** Each party's own answer to a mediator's proposal, in the order given (empty for a party's proposal). */
  answers: z.array(proposalPartyAnswerView),
  createdAt: z.string(),
});
export type ProposalView = z.infer<typeof proposalView>;

/** Once a proposal is accepted the terms are settled: the mediator drafts the agreement from it, and nobody proposes again. */
export const acceptedProposal = (proposals: readonly ProposalView[]) => proposals.find((p) => p.status === 'accepted');

/** The thread as one reader sees it: the messages meant for them, the proposals, and how far each side has read. */
export const caseThreadView = z.object({
  trackingNumber: z.string(),
  /** Whether the reader may write and propose now (while the case is in mediation or its agreement is drafted). */
  open: z.boolean(),
  messages: z.array(caseMessageView),
  proposals: z.array(proposalView),
  /** The newest message id each reader has seen (null: nothing yet). */
  readUpTo: z.object({
    applicant: z.number().int().nullable(),
    respondent: z.number().int().nullable(),
    mediator: z.number().int().nullable(),
  }),
});
export type CaseThreadView = z.infer<typeof caseThreadView>;

const messageBody = z
  .string({ error: m('writeMessage') })
  .trim()
  .min(1, m('writeMessage'))
  .max(THREAD_LIMITS.bodyMax);

const newProposalFields = {
  amount: claimAmountSchema,
  currency: z.enum(CLAIM_CURRENCIES, { error: m('selectCurrency') }),
  terms: z
    .string({ error: m('enterProposalTerms') })
    .trim()
    .min(1, m('enterProposalTerms'))
    .max(THREAD_LIMITS.termsMax),
};
const proposalFields = {
  ...newProposalFields,
  /** The proposal this one counters (it is answered as countered). */
  counterOf: z.number().int().min(1).optional(),
};

const proposalAnswer = {
  proposalId: z.number().int().min(1),
  answer: z.enum(['accept', 'reject'], { error: m('chooseAnswer') }),
  note: z.string().trim().max(THREAD_LIMITS.noteMax).optional(),
};

/* ---------- the applicant (signed in, own case) ---------- */
export const caseThreadQuery = z.object({ caseId: z.coerce.number().int().min(1).max(2_147_483_647) });
export const applicantMessageBody = z.object({
  caseId: z.number().int().min(1),
  body: messageBody,
  attachments: z.array(filePathSchema).max(THREAD_LIMITS.attachmentsMax).default([]),
});
export type ApplicantMessageBody = z.input<typeof applicantMessageBody>;
export const applicantProposalBody = z.object({ caseId: z.number().int().min(1), ...proposalFields });
export type ApplicantProposalBody = z.input<typeof applicantProposalBody>;
export const applicantProposalAnswerBody = z.object({ caseId: z.number().int().min(1), ...proposalAnswer });
export type ApplicantProposalAnswerBody = z.input<typeof applicantProposalAnswerBody>;

/* ---------- the respondent (through their link; files uploaded through its file door, respondentApi.upload) ---------- */
export const respondentMessageBody = z.object({
  token: respondentTokenSchema,
  body: messageBody,
  attachments: z.array(filePathSchema).max(THREAD_LIMITS.attachmentsMax).default([]),
});
export type RespondentMessageBody = z.input<typeof respondentMessageBody>;
export const respondentProposalBody = z.object({ token: respondentTokenSchema, ...proposalFields });
export type RespondentProposalBody = z.input<typeof respondentProposalBody>;
export const respondentProposalAnswerBody = z.object({ token: respondentTokenSchema, ...proposalAnswer });
export type RespondentProposalAnswerBody = z.input<typeof respondentProposalAnswerBody>;

/* ---------- the mediator ---------- */
export const mediatorMessageBody = z.object({
  /** `all`, or one party alone (caucus). */
  audience: z.enum(MESSAGE_AUDIENCES, { error: m('chooseAudience') }),
  body: messageBody,
  attachments: z.array(filePathSchema).max(THREAD_LIMITS.attachmentsMax).default([]),
});
export type MediatorMessageBody = z.input<typeof mediatorMessageBody>;
/** The mediator's proposal, put to both parties at once: accepted only when both accept it. */
export const mediatorProposalBody = z.object(newProposalFields);
export type MediatorProposalBody = z.input<typeof mediatorProposalBody>;
