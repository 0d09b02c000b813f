// What happens next in a case, and by when, for the party reading it (issue 15 §2): computed from the recorded
// state, the respondent's answer, the deadline and who has signed, never typed in.
import type { CaseAuthor, CaseParty, NextStepView, WorkStep, WorkWaitingOn } from '@platform/contracts';
import {
  and,
  type Db,
  desc,
  eq,
  inArray,
  type MediationCaseRow,
  mediationAgreementSignatures,
  mediationAgreements,
  realNameSubmissions,
} from '@platform/db';

export interface CaseFacts {
  applicantVerified: boolean;
  /** The parties who signed the agreement awaiting signature. */
  signed: CaseParty[];
}

type CaseState = Pick<MediationCaseRow, 'status' | 'respondentState' | 'deadlineKind' | 'deadlineAt'>;

export function nextStepOf(c: CaseState, viewer: CaseParty, facts: CaseFacts): NextStepView {
  const deadline = { deadlineKind: c.deadlineKind, deadlineAt: c.deadlineAt?.toISOString() ?? null };
  const none = { deadlineKind: null, deadlineAt: null };
  const whose = (party: CaseParty) => (party === viewer ? 'you' : 'other');
  switch (c.status) {
    case 'submitted':
    case 'under_review':
      return { step: 'review', actor: 'mediator', ...none };
    case 'accepted':
      if (c.respondentState === 'notified')
        return { step: 'respondent_answer', actor: whose('respondent'), ...deadline };
      if (!facts.applicantVerified) return { step: 'verify_identity', actor: whose('applicant'), ...none };
      return { step: 'contact_respondent', actor: 'mediator', ...none };
    case 'in_mediation':
      return { step: 'mediation', actor: 'mediator', ...deadline };
    case 'agreement_drafted':
      return facts.signed.includes(viewer)
        ? { step: 'other_sign', actor: 'other', ...deadline }
        : { step: 'sign', actor: 'you', ...deadline };
    case 'signed':
      // Signed is not settled: while the agreed payment awaits the applicant's confirmation, it is theirs to confirm.
      if (c.deadlineKind === 'payment_confirmation')
        return { step: 'confirm_payment', actor: whose('applicant'), ...deadline };
      return { step: 'close', actor: 'mediator', ...none };
    default:
      return { step: 'closed', actor: 'nobody', ...none };
  }
}

/** The facts the next step depends on, for many cases at once. */
export async function caseFacts(db: Db, rows: readonly MediationCaseRow[]): Promise<Map<number, CaseFacts>> {
  const userIds = [...new Set(rows.filter((r) => r.status === 'accepted').map((r) => r.userId))];
  const drafted = rows.filter((r) => r.status === 'agreement_drafted').map((r) => r.id);
  const [submissions, signatures] = await Promise.all([
    userIds.length === 0
      ? []
      : db
          .select({ userId: realNameSubmissions.userId, status: realNameSubmissions.status })
          .from(realNameSubmissions)
          .where(inArray(realNameSubmissions.userId, userIds))
          .orderBy(desc(realNameSubmissions.id)),
    drafted.length === 0
      ? []
      : db
          .select({ caseId: mediationAgreements.caseId, party: mediationAgreementSignatures.party })
          .from(mediationAgreementSignatures)
          .innerJoin(mediationAgreements, eq(mediationAgreements.id, mediationAgreementSignatures.agreementId))
          .where(
            and(inArray(mediationAgreements.caseId, drafted), eq(mediationAgreements.status, 'awaiting_signature')),
          ),
  ]);
  const latest = new Map<number, string>();
  for (const s of submissions) if (!latest.has(s.userId)) latest.set(s.userId, s.status);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        applicantVerified: latest.get(r.userId) === 'approved',
        signed: signatures.filter((s) => s.caseId === r.id).map((s) => s.party),
      },
    ]),
  );
}

export interface MediatorFacts extends CaseFacts {
  /** The open proposal answered soonest: who put it and by when it must be answered. */
  openProposal: { author: CaseAuthor; respondBy: Date } | null;
  /** A proposal both sides accepted, waiting to be drafted into the agreement. */
  proposalAccepted: boolean;
}

export interface MediatorStep {
  step: WorkStep;
  waitingOn: WorkWaitingOn;
  dueAt: Date | null;
}

const OTHER_SIDE: Record<CaseAuthor, WorkWaitingOn> = {
  applicant: 'respondent',
  respondent: 'applicant',
  mediator: 'parties',
};

/**
 * What a case waits on as the mediators' queue shows it (issue 32 §1): the parties' next step (nextStepOf, read as
 * the applicant), with the mediation stage told apart: a proposal awaiting its answer, or one accepted to be drafted.
 */
export function mediatorStepOf(c: CaseState, facts: MediatorFacts): MediatorStep {
  const next = nextStepOf(c, 'applicant', facts);
  const due = next.deadlineAt === null ? null : new Date(next.deadlineAt);
  const operator = (step: WorkStep): MediatorStep => ({ step, waitingOn: 'operator', dueAt: null });
  switch (next.step) {
    case 'review':
      return operator('review_case');
    case 'verify_identity':
      return { step: 'verify_identity', waitingOn: 'applicant', dueAt: null };
    case 'contact_respondent':
      return operator('contact_respondent');
    case 'respondent_answer':
      return { step: 'respondent_answer', waitingOn: 'respondent', dueAt: due };
    case 'mediation':
      if (facts.proposalAccepted) return operator('draft_agreement');
      if (facts.openProposal)
        return {
          step: 'proposal_answer',
          waitingOn: OTHER_SIDE[facts.openProposal.author],
          dueAt: facts.openProposal.respondBy,
        };
      return operator('mediate');
    case 'sign':
      return { step: 'sign', waitingOn: facts.signed.length === 0 ? 'parties' : 'applicant', dueAt: due };
    case 'other_sign':
      return { step: 'sign', waitingOn: 'respondent', dueAt: due };
    case 'confirm_payment':
      return { step: 'confirm_payment', waitingOn: 'applicant', dueAt: due };
    default:
      return operator('close_case');
  }
}
