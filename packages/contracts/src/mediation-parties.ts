// Mediation with both parties (issue 15): who takes part, how the respondent is reached and answers, the case's
// message thread, settlement proposals, deadlines and the notices each party receives.
import { z } from './zod.ts';

/** The two sides of a dispute. The applicant filed the case; the respondent is the business (or person) complained of. */
export const CASE_PARTIES = ['applicant', 'respondent'] as const;
export type CaseParty = (typeof CASE_PARTIES)[number];

/** Who may write in a case's thread or put a proposal: either party or the mediator. */
export const CASE_AUTHORS = ['applicant', 'respondent', 'mediator'] as const;
export type CaseAuthor = (typeof CASE_AUTHORS)[number];

/** Who reads a message: everyone, or one party alone (the mediator's caucus with that side). */
export const MESSAGE_AUDIENCES = ['all', 'applicant', 'respondent'] as const;
export type MessageAudience = (typeof MESSAGE_AUDIENCES)[number];

/** Where the respondent stands: not yet contacted, told of the case, taking part, or declined. */
export const RESPONDENT_STATES = ['not_contacted', 'notified', 'taking_part', 'declined'] as const;
export type RespondentState = (typeof RESPONDENT_STATES)[number];

/** How the mediator reached the respondent: the applicant's chosen channel (`mediate_send_type`). */
export const RESPONDENT_CHANNELS = ['email', 'post', 'phone'] as const;
export type RespondentChannel = (typeof RESPONDENT_CHANNELS)[number];

export const PROPOSAL_STATES = ['open', 'accepted', 'rejected', 'countered', 'withdrawn', 'expired'] as const;
export type ProposalState = (typeof PROPOSAL_STATES)[number];

/**
 * The steps with a stated deadline. Operators set each one's length in days; a reminder goes out the stated number
 * of days before, and a missed deadline moves the case the stated way.
 */
export const DEADLINE_KINDS = ['respondent_answer', 'proposal_answer', 'signing', 'payment_confirmation'] as const;
export type DeadlineKind = (typeof DEADLINE_KINDS)[number];

export const DEFAULT_DEADLINE_DAYS: Record<DeadlineKind, number> = {
  respondent_answer: 14,
  proposal_answer: 7,
  signing: 7,
  /**
   * After the day the agreed payment is due, the applicant has this long to confirm it arrived (reminded before).
   * Unconfirmed by then, the case closes as not settled ("payment not confirmed") and the mediator is told.
   */
  payment_confirmation: 14,
};
/** Reminders go out this many days before a deadline. */
export const DEFAULT_REMINDER_DAYS = 2;

/** The respondent's private link stays valid this many days after it is sent (a case closing ends it sooner). */
export const RESPONDENT_LINK_DAYS = 30;

/**
 * The case events a party is told of, by e-mail (with a link into the portal) and, for the applicant, in the inbox.
 * Each party may turn e-mail off per kind, except for the required ones.
 */
export const CASE_NOTICE_KINDS = [
  'case_accepted',
  'case_rejected',
  'respondent_invited',
  'respondent_answered',
  'new_message',
  'proposal_received',
  'proposal_answered',
  'mediator_proposal_decided',
  'report_published',
  'agreement_ready',
  'agreement_signed_by_other',
  'agreement_completed',
  'payment_confirmation_requested',
  'payment_not_received',
  'deadline_near',
  'case_closed',
] as const;
export type CaseNoticeKind = (typeof CASE_NOTICE_KINDS)[number];

/** Notices that always go by e-mail: they change what a party must do, or end the case. */
export const REQUIRED_CASE_NOTICES: readonly CaseNoticeKind[] = [
  'case_accepted',
  'case_rejected',
  'respondent_invited',
  'agreement_ready',
  'payment_confirmation_requested',
  'payment_not_received',
  'deadline_near',
  'case_closed',
];

/**
 * What comes next in a case and by when, for the party reading it. `actor` is who must act: `you`, the `other`
 * party, or the `mediator`; `deadlineAt` is set when the step has a stated deadline.
 */
export const NEXT_STEPS = [
  'review',
  'verify_identity',
  'contact_respondent',
  'respondent_answer',
  'mediation',
  'sign',
  'other_sign',
  'confirm_payment',
  'close',
  'closed',
] as const;
export type NextStep = (typeof NEXT_STEPS)[number];
export const nextStepView = z.object({
  step: z.enum(NEXT_STEPS),
  actor: z.enum(['you', 'other', 'mediator', 'nobody']),
  deadlineKind: z.enum(DEADLINE_KINDS).nullable(),
  deadlineAt: z.string().nullable(),
});
export type NextStepView = z.infer<typeof nextStepView>;
