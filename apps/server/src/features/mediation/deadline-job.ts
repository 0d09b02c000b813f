// The deadline job (issue 15 §2), run by the node holding the job lease: a reminder to whoever must act once a
// deadline is near, and the stated consequence once it has passed. Each case is claimed under its row lock and
// checked again there, so a run racing a party's answer (or another run) changes nothing twice.
import type { CaseParty, DeadlineKind } from '@platform/contracts';
import {
  and,
  type Db,
  eq,
  gt,
  isNotNull,
  isNull,
  lte,
  type MediationCaseRow,
  mediationCases,
  mediationProposals,
} from '@platform/db';
import type { DomainEvent } from '../../core/events/domain-events.ts';
import { caseById, moveCase } from './cases-repo.ts';
import { DAY_MS, deadlineLengths } from './deadlines.ts';
import { lapseOpenAgreements } from './lapse-agreements.ts';
import { caseFacts } from './next-step.ts';
import { partiesYetToAnswer } from './thread/proposal-answers.ts';

export const DEADLINE_JOB_EVERY_MS = 60_000;

/** Why a case closed when its deadline passed, in the words its parties read. */
const MISSED: Record<DeadlineKind, (at: Date) => string> = {
  respondent_answer: (at) => `The respondent did not answer by ${at.toISOString().slice(0, 10)}.`,
  proposal_answer: (at) => `The proposal was not answered by ${at.toISOString().slice(0, 10)}.`,
  signing: (at) => `The agreement was not signed by both parties by ${at.toISOString().slice(0, 10)}.`,
  payment_confirmation: (at) =>
    `Payment not confirmed: the applicant did not confirm by ${at.toISOString().slice(0, 10)} that the agreed ` +
    'payment arrived. The mediator is told.',
};

/** Who must act before a deadline of this kind. */
async function waitingOn(db: Db, row: MediationCaseRow): Promise<CaseParty[]> {
  if (row.deadlineKind === 'respondent_answer') return ['respondent'];
  if (row.deadlineKind === 'payment_confirmation') return ['applicant'];
  if (row.deadlineKind === 'signing') {
    const signed = (await caseFacts(db, [row])).get(row.id)!.signed;
    return (['applicant', 'respondent'] as const).filter((p) => !signed.includes(p));
  }
  return ['applicant', 'respondent'];
}

/** Sends the reminders that are due; answers the cases reminded. */
export async function remindDeadlines(db: Db, publish: (event: DomainEvent) => void, now = new Date()) {
  const lengths = await deadlineLengths(db);
  const reminded: number[] = [];
  for (const { kind, reminderDays } of lengths) {
    // Claimed in one UPDATE: a reminder goes once, whichever node or run gets there.
    const due = await db
      .update(mediationCases)
      .set({ deadlineRemindedAt: now })
      .where(
        and(
          eq(mediationCases.deadlineKind, kind),
          isNull(mediationCases.deadlineRemindedAt),
          lte(mediationCases.deadlineAt, new Date(now.getTime() + reminderDays * DAY_MS)),
        ),
      )
      .returning();
    for (const row of due) {
      if (!row.deadlineAt || row.deadlineAt <= now) continue; // past already: the consequence, not a reminder
      reminded.push(row.id);
      publish({
        type: 'mediation.notice',
        caseId: row.id,
        kind: 'deadline_near',
        parties: await waitingOn(db, row),
        params: { step: kind, deadlineAt: row.deadlineAt.toISOString() },
      });
    }
  }
  return reminded;
}

/** Moves the cases whose deadline has passed the stated way; answers the cases moved. */
export async function enforceDeadlines(db: Db, publish: (event: DomainEvent) => void, now = new Date()) {
  const overdue = await db
    .select({ id: mediationCases.id })
    .from(mediationCases)
    .where(and(isNotNull(mediationCases.deadlineKind), lte(mediationCases.deadlineAt, now)));
  const moved: number[] = [];
  for (const { id } of overdue) {
    const result = await db.transaction(async (tx) => {
      const locked = await caseById(tx, id, true);
      if (!locked.deadlineKind || !locked.deadlineAt || locked.deadlineAt > now) return null;
      const kind = locked.deadlineKind;
      const reason = MISSED[kind](locked.deadlineAt);
      const stillWaiting =
        (kind === 'respondent_answer' && locked.status === 'accepted' && locked.respondentState === 'notified') ||
        (kind === 'signing' && locked.status === 'agreement_drafted') ||
        (kind === 'payment_confirmation' && locked.status === 'signed');
      if (!stillWaiting) {
        // The step was done another way (an answer raced the job): the deadline no longer applies.
        await tx
          .update(mediationCases)
          .set({ deadlineKind: null, deadlineAt: null, deadlineRemindedAt: null })
          .where(eq(mediationCases.id, id));
        return null;
      }
      if (kind === 'signing') await lapseOpenAgreements(tx, id, null);
      const row = await moveCase(tx, locked, 'closed_not_settled', { id: null, kind: 'system' }, reason);
      return { row, from: locked.status, reason };
    });
    if (!result) continue;
    moved.push(id);
    publish({
      type: 'mediation.case.moved',
      userId: result.row.userId,
      caseId: id,
      from: result.from,
      to: result.row.status,
      reason: result.reason,
    });
  }
  return moved;
}

/**
 * Proposals: a reminder to the side that must answer once the deadline is near, and `expired` once it has passed
 * (the case stays in mediation; either side may propose again). Each claimed in one UPDATE, so it happens once.
 */
export async function runProposalDeadlines(db: Db, publish: (event: DomainEvent) => void, now = new Date()) {
  const { reminderDays } = (await deadlineLengths(db)).find((d) => d.kind === 'proposal_answer')!;
  const near = await db
    .update(mediationProposals)
    .set({ remindedAt: now })
    .where(
      and(
        eq(mediationProposals.status, 'open'),
        isNull(mediationProposals.remindedAt),
        gt(mediationProposals.respondBy, now),
        lte(mediationProposals.respondBy, new Date(now.getTime() + reminderDays * DAY_MS)),
      ),
    )
    .returning();
  for (const p of near) {
    // The mediator's proposal waits on whichever party has not answered it yet.
    const parties: CaseParty[] =
      p.author === 'mediator'
        ? await partiesYetToAnswer(db, p.id)
        : [p.author === 'applicant' ? 'respondent' : 'applicant'];
    publish({
      type: 'mediation.notice',
      caseId: p.caseId,
      kind: 'deadline_near',
      parties,
      params: { step: 'proposal_answer', deadlineAt: p.respondBy.toISOString() },
    });
  }
  const expired = await db
    .update(mediationProposals)
    .set({ status: 'expired' })
    .where(and(eq(mediationProposals.status, 'open'), lte(mediationProposals.respondBy, now)))
    .returning();
  for (const p of expired) {
    publish({
      type: 'mediation.notice',
      caseId: p.caseId,
      ...(p.author === 'mediator'
        ? { kind: 'mediator_proposal_decided' as const, parties: ['applicant' as const, 'respondent' as const] }
        : { kind: 'proposal_answered' as const, parties: [p.author] }),
      params: { answer: 'expired' },
    });
  }
  return { reminded: near.map((p) => p.id), expired: expired.map((p) => p.id) };
}

export function registerDeadlineJob(app: {
  db: Db;
  events: { publish(event: DomainEvent): void };
  jobs: { define(name: string, everyMs: number, work: () => unknown): void };
}) {
  const publish = (event: DomainEvent) => app.events.publish(event);
  app.jobs.define('mediation deadlines', DEADLINE_JOB_EVERY_MS, async () => {
    await remindDeadlines(app.db, publish);
    await enforceDeadlines(app.db, publish);
    await runProposalDeadlines(app.db, publish);
  });
}
