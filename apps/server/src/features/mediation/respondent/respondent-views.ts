// The respondent's standing as the back office sees it, and the claim as the respondent sees it.
import { type AdminRespondentView, MESSAGES, type MessageKey, type RespondentCaseView } from '@platform/contracts';
import { and, asc, type Db, eq, type MediationCaseRow, mediationMessages } from '@platform/db';
import { fileRefs } from '../../../core/files/file-refs.ts';
import { isIdentityVerified } from '../../../core/identity/kyc-gate.ts';
import { mediatorIdentity, verifiedName } from '../agreements-repo.ts';
import { caseFacts, nextStepOf } from '../next-step.ts';
import { sharedEvidenceOf } from './respondent-files.ts';
import { latestRespondentLink } from './respondent-links.ts';

/**
 * A respondent who takes part may be sent a fresh link (the old one leaked, was revoked, or expired), at the address
 * they confirmed; the answer they gave stands.
 */
export const takesPartWithEmail = (row: MediationCaseRow): row is MediationCaseRow & { respondentEmail: string } =>
  row.respondentState === 'taking_part' && row.respondentEmail !== null;

/** Why the mediator may not contact the respondent now, or null when they may. */
export async function notifyBlockedReason(db: Db, row: MediationCaseRow): Promise<MessageKey | null> {
  if (takesPartWithEmail(row)) return null;
  if (row.respondentState === 'taking_part' || row.respondentState === 'declined') return 'respondentAlreadyAnswered';
  if (row.status !== 'accepted') return 'respondentNotNotifiable';
  if (!(await isIdentityVerified(db, row.userId))) return 'applicantNotVerified';
  return null;
}

export async function toAdminRespondentView(db: Db, row: MediationCaseRow): Promise<AdminRespondentView> {
  const [link, blocked, questions] = await Promise.all([
    latestRespondentLink(db, row.id),
    notifyBlockedReason(db, row),
    db
      .select({ body: mediationMessages.body, at: mediationMessages.createdAt })
      .from(mediationMessages)
      // Asked before answering (for the mediator alone); once taking part they write in the thread, for both parties.
      .where(
        and(
          eq(mediationMessages.caseId, row.id),
          eq(mediationMessages.author, 'respondent'),
          eq(mediationMessages.audience, 'respondent'),
        ),
      )
      .orderBy(asc(mediationMessages.id)),
  ]);
  return {
    state: row.respondentState,
    name: row.respondentName,
    email: row.respondentEmail,
    answeredAt: row.respondentAnsweredAt?.toISOString() ?? null,
    reason: row.respondentReason,
    link: link
      ? {
          channel: link.channel,
          note: link.note,
          sentAt: link.createdAt.toISOString(),
          expiresAt: link.expiresAt.toISOString(),
          revokedAt: link.revokedAt?.toISOString() ?? null,
          firstOpenedAt: link.firstOpenedAt?.toISOString() ?? null,
        }
      : null,
    questions: questions.map((q) => ({ body: q.body, at: q.at.toISOString() })),
    notifyBlockedReason: blocked ? MESSAGES[blocked].en : null,
    newLinkTo: takesPartWithEmail(row) ? row.respondentEmail : null,
    deadlineKind: row.deadlineKind,
    deadlineAt: row.deadlineAt?.toISOString() ?? null,
  };
}

/**
 * The claim as filed, without the applicant's contact details or account; the applicant appears by the name their
 * real-name verification approved, which a respondent needs to find the customer in their own records.
 */
export async function toRespondentCaseView(
  db: Db,
  row: MediationCaseRow,
  agreement: RespondentCaseView['agreement'],
): Promise<RespondentCaseView> {
  const [evidence, mediator, facts, applicantName] = await Promise.all([
    fileRefs(db, sharedEvidenceOf(row)),
    mediatorIdentity(db, row.mediatorId),
    caseFacts(db, [row]),
    verifiedName(db, row.userId),
  ]);
  return {
    caseId: row.id,
    trackingNumber: row.trackingNumber,
    status: row.status,
    respondentState: row.respondentState,
    applicantName,
    counterpartyName: row.counterpartyName,
    disputeType: row.disputeType,
    amount: row.amount,
    currency: row.currency,
    description: row.description,
    incidentDate: row.incidentDate,
    evidence,
    evidenceOpens: row.respondentState === 'taking_part',
    filedAt: row.createdAt.toISOString(),
    // By name and role, never a log-in name; a mediator without a name of their own is shown by role and number.
    mediatorName: mediator?.name ?? null,
    contactEmail: row.respondentEmail,
    respondentName: row.respondentName,
    next: nextStepOf(row, 'respondent', facts.get(row.id)!),
    agreement,
  };
}
