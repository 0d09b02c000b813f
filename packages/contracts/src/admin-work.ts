// The operator's work queue (issue 32 §1): what waits on them, on whom, since when and by when, per kind of work.
import { z } from './zod.ts';

/** The kinds of work, in the order the queue shows them. Which an operator sees follows WORK_KIND_CALLERS. */
export const WORK_KINDS = ['cases', 'identity', 'loans', 'blockTrading', 'deposits', 'withdrawals', 'support'] as const;
export type WorkKind = (typeof WORK_KINDS)[number];

/** Items listed per kind (the oldest or most urgent first); the section's `total` counts them all. */
export const WORK_ITEMS_PER_KIND = 50;

/**
 * What an item waits for. A case's step refines the parties' next step (next-step.ts on the server): a new case to
 * review, the applicant's identity to verify, the respondent to contact or their answer, a proposal's answer, the
 * agreement to draft, signatures, the payment's confirmation, the close. The others are one review each.
 */
export const WORK_STEPS = [
  'review_case',
  'verify_identity',
  'contact_respondent',
  'respondent_answer',
  'proposal_answer',
  'draft_agreement',
  'mediate',
  'sign',
  'confirm_payment',
  'close_case',
  'review_identity',
  'review_loan',
  'review_block_application',
  'review_deposit',
  'review_withdrawal',
  'reply_support',
] as const;
export type WorkStep = (typeof WORK_STEPS)[number];

/** Whose move it is: an operator (the item's assignee, else whoever takes it) or one or both parties to a case. */
export const WORK_WAITING_ON = ['operator', 'applicant', 'respondent', 'parties'] as const;
export type WorkWaitingOn = (typeof WORK_WAITING_ON)[number];

export const workQueueQuery = z.object({
  /** One kind alone (a section asked again); none: every kind the caller may see. */
  kind: z.preprocess((v) => (v === '' ? undefined : v), z.enum(WORK_KINDS).optional()),
});
export type WorkQueueQuery = z.input<typeof workQueueQuery>;

export const workItemView = z.object({
  kind: z.enum(WORK_KINDS),
  id: z.number().int(),
  /** What the item is known by: a case's tracking number, else the user's name or e-mail. */
  title: z.string(),
  /** A word more: the counterparty, the amount, the user's e-mail. */
  detail: z.string().nullable(),
  step: z.enum(WORK_STEPS),
  waitingOn: z.enum(WORK_WAITING_ON),
  /** The operator the item is assigned to, by log-in name; null when nobody has taken it. */
  assigneeName: z.string().nullable(),
  /** Since when it has waited. */
  since: z.string(),
  /** By when it must be done: the stated deadline, or the promised review time; null when none is stated. */
  dueAt: z.string().nullable(),
  overdue: z.boolean(),
  /** The back-office page that opens it. */
  link: z.string(),
});
export type WorkItemView = z.infer<typeof workItemView>;

export const workSectionView = z.object({
  kind: z.enum(WORK_KINDS),
  /** Every item of this kind waiting, also those past WORK_ITEMS_PER_KIND. */
  total: z.number().int(),
  items: z.array(workItemView),
});
export type WorkSectionView = z.infer<typeof workSectionView>;

export const workQueueView = z.object({ sections: z.array(workSectionView) });
export type WorkQueueView = z.infer<typeof workQueueView>;
