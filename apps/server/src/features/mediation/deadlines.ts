// The step a case waits on and by when (issue 15 §2): the operators' lengths per kind, and setting or clearing a
// case's deadline. The deadline job (deadline-job.ts) reminds before it and acts after it.
import { DEADLINE_KINDS, DEFAULT_DEADLINE_DAYS, DEFAULT_REMINDER_DAYS, type DeadlineKind } from '@platform/contracts';
import { type Db, eq, mediationCases, mediationDeadlineSettings } from '@platform/db';

export const DAY_MS = 86_400_000;

export interface DeadlineLength {
  kind: DeadlineKind;
  days: number;
  reminderDays: number;
}

/** Every kind's length: the operators' setting, else the contracts' default. */
export async function deadlineLengths(db: Db): Promise<DeadlineLength[]> {
  const rows = await db.select().from(mediationDeadlineSettings);
  return DEADLINE_KINDS.map((kind) => {
    const row = rows.find((r) => r.kind === kind);
    return {
      kind,
      days: row?.days ?? DEFAULT_DEADLINE_DAYS[kind],
      reminderDays: row?.reminderDays ?? DEFAULT_REMINDER_DAYS,
    };
  });
}

export async function deadlineLength(db: Db, kind: DeadlineKind): Promise<DeadlineLength> {
  return (await deadlineLengths(db)).find((d) => d.kind === kind)!;
}

/** When a step of `kind` started at `from` must be done. */
export async function deadlineFrom(db: Db, kind: DeadlineKind, from: Date): Promise<Date> {
  const { days } = await deadlineLength(db, kind);
  return new Date(from.getTime() + days * DAY_MS);
}

/** Starts the case's `kind` step now: its deadline counts from this moment, and no reminder has gone yet. */
export async function setCaseDeadline(tx: Db, caseId: number, kind: DeadlineKind, now = new Date()): Promise<Date> {
  const deadlineAt = await deadlineFrom(tx, kind, now);
  await tx
    .update(mediationCases)
    .set({ deadlineKind: kind, deadlineAt, deadlineRemindedAt: null })
    .where(eq(mediationCases.id, caseId));
  return deadlineAt;
}

/** The case waits on no one (a final state, or the mediator's turn). */
export async function clearCaseDeadline(tx: Db, caseId: number): Promise<void> {
  await tx
    .update(mediationCases)
    .set({ deadlineKind: null, deadlineAt: null, deadlineRemindedAt: null })
    .where(eq(mediationCases.id, caseId));
}
