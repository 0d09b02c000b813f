// Staff names as parties read them (a thread's authors, a report's, a case's history, an agreement's audit trail) in a
// fixed number of queries however many staff members a page names (issue 30 §4): the verified legal name, else the
// display name, else left out (and shown by role and number where a name must be shown).
import { beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../../testing/admin-test-kit.ts';
import { verifyApplicant } from '../../testing/mediation-test-kit.ts';
import { queriesDuring, touching } from '../../testing/query-log.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { mediatorIdentity, mediatorNames } from './agreements-repo.ts';

const t = useTestApp();
let staff: { userId: number; name: string | null }[];

beforeAll(async () => {
  staff = [];
  for (let i = 0; i < 6; i++) {
    // Every third verified (the legal name wins), every third without a name of their own.
    const displayName = i % 3 === 2 ? null : `Display ${i}`;
    const { userId } = await createOperator(t.app, t.admin, ['mediator'], { displayName });
    if (i % 3 === 0) await verifyApplicant(t.app, userId, `Legal ${i}`);
    staff.push({ userId, name: i % 3 === 0 ? `Legal ${i}` : displayName });
  }
}, 120_000);

/** The queries `work` makes of the users and their identity checks (whatever else runs meanwhile left aside). */
async function queriesOf(work: () => Promise<unknown>) {
  const queries = await queriesDuring(t.app.db, work);
  return touching(queries, 'users').length + touching(queries, 'real_name_submissions').length;
}

describe(`staff names (${process.env.TEST_DB_DRIVER ?? 'pglite'})`, () => {
  it('are read at once, however many staff members are named', async () => {
    const ids = staff.map((s) => s.userId);
    const three = await queriesOf(() => mediatorNames(t.app.db, ids.slice(0, 3)));
    const six = await queriesOf(() => mediatorNames(t.app.db, [...ids, null, ids[0]!]));
    expect(six).toBe(three);
    expect(six).toBe(2);
  });

  it('are the verified legal name, else the display name; staff without either are left out', async () => {
    const names = await mediatorNames(t.app.db, [...staff.map((s) => s.userId), null, 999_999]);
    expect(Object.fromEntries(names)).toEqual(
      Object.fromEntries(staff.filter((s) => s.name !== null).map((s) => [s.userId, s.name])),
    );
    expect(await mediatorIdentity(t.app.db, staff[0]!.userId)).toEqual({ name: 'Legal 0', role: 'mediator' });
    expect(await mediatorIdentity(t.app.db, staff[2]!.userId)).toEqual({
      name: `Mediator no. ${staff[2]!.userId}`,
      role: 'mediator',
    });
    expect(await mediatorIdentity(t.app.db, null)).toBeNull();
    expect(await mediatorIdentity(t.app.db, 999_999)).toBeNull();
  });
});
