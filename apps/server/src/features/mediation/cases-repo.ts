// Reading and moving cases: ownership, views, the state machine. Used by the user's and the mediators' endpoints.
import {
  type CaseActorKind,
  type CaseDetailView,
  type CaseRowView,
  type CaseState,
  FINAL_CASE_STATES,
  MEDIATOR_TRANSITIONS,
  MESSAGES,
} from '@platform/contracts';
import {
  and,
  asc,
  count,
  type Db,
  desc,
  eq,
  type MediationCaseRow,
  mediationAgreements,
  mediationCaseEvents,
  mediationCases,
  mediationReports,
  ne,
} from '@platform/db';
import { fileRefs, pathOf } from '../../core/files/file-refs.ts';
import { AppError } from '../../lib/app-error.ts';
import { mediatorIdentity, mediatorNames } from './agreements-repo.ts';
import { type CaseFacts, caseFacts, nextStepOf } from './next-step.ts';

/** MD-<year>-<id, zero-padded to six digits>. */
export const trackingNumberOf = (id: number, at: Date) => `MD-${at.getUTCFullYear()}-${String(id).padStart(6, '0')}`;

/** The user's own case, or 404 (another user's case is not theirs to know about). */
export async function ownCase(db: Db, userId: number, id: number): Promise<MediationCaseRow> {
  const [row] = await db
    .select()
    .from(mediationCases)
    .where(and(eq(mediationCases.id, id), eq(mediationCases.userId, userId)))
    .limit(1);
  if (!row) throw AppError.notFound();
  return row;
}

export async function caseById(db: Db, id: number, lock = false): Promise<MediationCaseRow> {
  const query = db.select().from(mediationCases).where(eq(mediationCases.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw AppError.notFound();
  return row;
}

/** The cases as the applicant's list shows them, each with what happens next. */
export async function toCaseRows(db: Db, rows: readonly MediationCaseRow[]): Promise<CaseRowView[]> {
  const facts = await caseFacts(db, rows);
  return rows.map((row) => toCaseRow(row, facts.get(row.id)!));
}

function toCaseRow(row: MediationCaseRow, facts: CaseFacts): CaseRowView {
  return {
    id: row.id,
    trackingNumber: row.trackingNumber,
    disputeType: row.disputeType,
    counterpartyName: row.counterpartyName,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    next: nextStepOf(row, 'applicant', facts),
  };
}

export async function toCaseDetail(db: Db, row: MediationCaseRow): Promise<CaseDetailView> {
  const [events, evidence, [agreement], [reports], facts] = await Promise.all([
    db
      .select()
      .from(mediationCaseEvents)
      .where(eq(mediationCaseEvents.caseId, row.id))
      .orderBy(asc(mediationCaseEvents.id)),
    fileRefs(db, row.evidence),
    db
      .select({ id: mediationAgreements.id })
      .from(mediationAgreements)
      .where(and(eq(mediationAgreements.caseId, row.id), ne(mediationAgreements.status, 'withdrawn')))
      .orderBy(desc(mediationAgreements.version))
      .limit(1),
    db.select({ n: count() }).from(mediationReports).where(eq(mediationReports.caseId, row.id)),
    caseFacts(db, [row]),
  ]);
  // Parties see staff by name (verified, else display name) and role, never by log-in name.
  const names = await mediatorNames(
    db,
    events.filter((e) => e.actorKind === 'mediator').map((e) => e.actorId),
  );
  const mediator = await mediatorIdentity(db, row.mediatorId);
  return {
    ...toCaseRow(row, facts.get(row.id)!),
    counterpartyWebsite: row.counterpartyWebsite,
    counterpartyContact: row.counterpartyContact,
    country: row.country,
    sendType: row.sendType,
    description: row.description,
    incidentDate: row.incidentDate,
    evidence,
    sharedEvidence: row.evidenceShared.filter((name) => row.evidence.includes(name)).map(pathOf),
    statusReason: row.statusReason,
    mediatorName: mediator?.name ?? null,
    history: events.map((e) => ({
      id: e.id,
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      reason: e.reason,
      actor: {
        kind: e.actorKind,
        // The user sees mediators by name; their own entries and the system's need none.
        name: e.actorKind === 'mediator' && e.actorId !== null ? (names.get(e.actorId) ?? null) : null,
      },
      createdAt: e.createdAt.toISOString(),
    })),
    agreementId: agreement?.id ?? null,
    reportCount: reports?.n ?? 0,
    respondentState: row.respondentState,
  };
}

export interface CaseActor {
  id: number | null;
  kind: CaseActorKind;
}

/** The refusal of a change the state machine does not allow, on the `status` field. */
export function transitionRefused(from: CaseState, to: CaseState) {
  const message = MESSAGES.caseTransitionRefused.en;
  return new AppError(400, 'caseTransitionRefused', message, [{ field: 'status', message }], { from, to });
}

/**
 * Moves a locked case to `to` and records the change with who and why. The caller checks that the move is allowed for
 * this actor (mediators: MEDIATOR_TRANSITIONS; the user: withdrawal; signing and drafting: their own endpoints).
 */
export async function moveCase(
  tx: Db,
  row: MediationCaseRow,
  to: CaseState,
  actor: CaseActor,
  reason: string | null,
): Promise<MediationCaseRow> {
  const now = new Date();
  const final = FINAL_CASE_STATES.includes(to);
  const [updated] = await tx
    .update(mediationCases)
    .set({
      status: to,
      updatedAt: now,
      closedAt: final ? now : null,
      statusReason: final || to === 'rejected' ? reason : row.statusReason,
      // A case that has ended waits on no one.
      ...(final ? { deadlineKind: null, deadlineAt: null, deadlineRemindedAt: null } : {}),
    })
    .where(eq(mediationCases.id, row.id))
    .returning();
  await tx
    .insert(mediationCaseEvents)
    .values({ caseId: row.id, fromStatus: row.status, toStatus: to, reason, actorId: actor.id, actorKind: actor.kind });
  return updated!;
}

export const mediatorMayMove = (from: CaseState, to: CaseState) => MEDIATOR_TRANSITIONS[from].includes(to);
