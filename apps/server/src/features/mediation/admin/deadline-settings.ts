// The operators' deadline lengths as the back office reads and sets them (issue 15 §2). Cases read them through
// deadlines.ts when a step starts, so a change applies to deadlines set from then on.
import {
  DEADLINE_KINDS,
  DEFAULT_DEADLINE_DAYS,
  type DeadlineSettingView,
  type UpdateDeadlineBody,
} from '@platform/contracts';
import { type Db, mediationDeadlineSettings } from '@platform/db';
import { deadlineLengths } from '../deadlines.ts';

/** Every kind's length now, with its default and when an operator last set it. */
export async function deadlineSettingViews(db: Db): Promise<DeadlineSettingView[]> {
  const [lengths, rows] = await Promise.all([deadlineLengths(db), db.select().from(mediationDeadlineSettings)]);
  return DEADLINE_KINDS.map((kind) => {
    const length = lengths.find((l) => l.kind === kind)!;
    const row = rows.find((r) => r.kind === kind);
    return {
      kind,
      days: length.days,
      reminderDays: length.reminderDays,
      defaultDays: DEFAULT_DEADLINE_DAYS[kind],
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
  });
}

/** Sets one kind's length; answers the length it replaced (for the audit). */
export async function setDeadlineLength(
  tx: Db,
  body: UpdateDeadlineBody,
  updatedBy: number,
): Promise<{ days: number; reminderDays: number }> {
  const before = (await deadlineLengths(tx)).find((l) => l.kind === body.kind)!;
  const values = { days: body.days, reminderDays: body.reminderDays, updatedBy, updatedAt: new Date() };
  await tx
    .insert(mediationDeadlineSettings)
    .values({ kind: body.kind, ...values })
    .onConflictDoUpdate({ target: mediationDeadlineSettings.kind, set: values });
  return { days: before.days, reminderDays: before.reminderDays };
}
