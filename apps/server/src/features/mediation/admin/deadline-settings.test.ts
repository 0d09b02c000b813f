// The operators' deadline lengths (issue 15 §2): mediators read them, only admins set them, each change is audited,
// and a deadline set afterwards uses the new length while a running one keeps its date.
import { adminApi, DEFAULT_DEADLINE_DAYS, DEFAULT_REMINDER_DAYS, mediationAdminApi } from '@platform/contracts';
import { eq, mediationCases } from '@platform/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../../../testing/admin-test-kit.ts';
import { call, signUp } from '../../../testing/api.ts';
import { applyCase } from '../../../testing/mediation-test-kit.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { setCaseDeadline } from '../deadlines.ts';

const t = useTestApp();
let mediator: string;
let user: string;
beforeAll(async () => {
  [mediator, user] = await Promise.all([
    createOperator(t.app, t.admin, ['mediator']).then((o) => o.token),
    signUp(t.app).then((u) => u.token),
  ]);
});

const path = `/api${mediationAdminApi.deadlines.path}`;
const read = (token: string) => call(t.app, 'GET', path, { token });
const update = (token: string, body: Record<string, unknown>) => call(t.app, 'POST', path, { token, body });
const DAY_MS = 86_400_000;

describe('reading the lengths', () => {
  it('answers every kind, with the defaults while none is set, to mediators and admins only', async () => {
    const seen = await read(mediator);
    expect(seen.status).toBe(200);
    expect(seen.body.data).toEqual(
      (['respondent_answer', 'proposal_answer', 'signing', 'payment_confirmation'] as const).map((kind) => ({
        kind,
        days: DEFAULT_DEADLINE_DAYS[kind],
        reminderDays: DEFAULT_REMINDER_DAYS,
        defaultDays: DEFAULT_DEADLINE_DAYS[kind],
        updatedAt: null,
      })),
    );
    expect((await read(t.admin)).status).toBe(200);
    expect((await read(user)).status).toBe(403);
    expect((await call(t.app, 'GET', path)).status).toBe(401);
  });
});

describe('setting a length', () => {
  it('is for admins: a mediator or a user is refused and nothing changes', async () => {
    expect((await update(mediator, { kind: 'signing', days: 10, reminderDays: 3 })).status).toBe(403);
    expect((await update(user, { kind: 'signing', days: 10, reminderDays: 3 })).status).toBe(403);
    const signing = (await read(t.admin)).body.data.find((d: { kind: string }) => d.kind === 'signing');
    expect(signing).toMatchObject({ days: DEFAULT_DEADLINE_DAYS.signing, updatedAt: null });
  });

  it('refuses days outside 1–90 and a reminder not before the deadline, naming the field', async () => {
    for (const days of [0, 91, 2.5]) {
      const refused = await update(t.admin, { kind: 'signing', days, reminderDays: 0 });
      expect(refused.status).toBe(400);
      expect(refused.body.data).toEqual([{ field: 'days', message: 'A deadline is 1 to 90 days' }]);
    }
    for (const reminderDays of [7, 8, -1]) {
      const refused = await update(t.admin, { kind: 'signing', days: 7, reminderDays });
      expect(refused.status).toBe(400);
      expect(refused.body.data).toEqual([
        { field: 'reminderDays', message: expect.stringMatching(/at least one day before the deadline/) },
      ]);
    }
    expect((await update(t.admin, { kind: 'never', days: 7, reminderDays: 1 })).status).toBe(400);
  });

  it('stores the length, audits the change with before and after, and answers every kind', async () => {
    const res = await update(t.admin, { kind: 'proposal_answer', days: 5, reminderDays: 1 });
    expect(res.status).toBe(200);
    expect(res.body.data.find((d: { kind: string }) => d.kind === 'proposal_answer')).toMatchObject({
      days: 5,
      reminderDays: 1,
      defaultDays: DEFAULT_DEADLINE_DAYS.proposal_answer,
      updatedAt: expect.any(String),
    });
    expect(res.body.data).toHaveLength(4);

    const audit = await call(
      t.app,
      'GET',
      `/api${adminApi.findAudit.path}?targetType=mediation_deadline&targetId=proposal_answer`,
      { token: t.admin },
    );
    expect(audit.body.data.rows[0]).toMatchObject({
      action: 'mediation.deadline.update',
      detail: {
        before: { days: DEFAULT_DEADLINE_DAYS.proposal_answer, reminderDays: DEFAULT_REMINDER_DAYS },
        after: { days: 5, reminderDays: 1 },
      },
    });
  });

  it('applies to deadlines set from then on; a running deadline keeps its date', async () => {
    const applicant = await signUp(t.app);
    const running = await applyCase(t.app, applicant.token);
    const later = await applyCase(t.app, applicant.token);
    const now = new Date('2026-12-01T10:00:00Z');
    const before = await setCaseDeadline(t.app.db, running.id, 'respondent_answer', now);
    expect(before.getTime() - now.getTime()).toBe(DEFAULT_DEADLINE_DAYS.respondent_answer * DAY_MS);

    expect((await update(t.admin, { kind: 'respondent_answer', days: 21, reminderDays: 3 })).status).toBe(200);
    const after = await setCaseDeadline(t.app.db, later.id, 'respondent_answer', now);
    expect(after.getTime() - now.getTime()).toBe(21 * DAY_MS);

    const deadlineOf = async (id: number) =>
      (await t.app.db.select().from(mediationCases).where(eq(mediationCases.id, id)))[0]!.deadlineAt;
    expect(await deadlineOf(later.id)).toEqual(after);
    expect(await deadlineOf(running.id)).toEqual(before);
  });
});
