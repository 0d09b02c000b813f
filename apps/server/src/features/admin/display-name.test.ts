// A staff member's display name: the name parties see for a mediator (never a log-in name or e-mail address).
import { adminApi } from '@platform/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOperator, urlOf } from '../../testing/admin-test-kit.ts';
import { call, signUp } from '../../testing/api.ts';
import { useTestApp } from '../../testing/test-app.ts';

let mediator: Awaited<ReturnType<typeof createOperator>>;
let colleague: Awaited<ReturnType<typeof createOperator>>;
const t = useTestApp();
beforeAll(async () => {
  [mediator, colleague] = await Promise.all([
    createOperator(t.app, t.admin, ['mediator'], { displayName: null }),
    createOperator(t.app, t.admin, ['mediator'], { displayName: null }),
  ]);
});

const setName = (id: number, displayName: string, token: string) =>
  call(t.app, 'POST', urlOf(adminApi.updateDisplayName, { id }), { token, body: { displayName } });

describe('POST /api/admin/users/:id/display-name', () => {
  it('an admin sets anyone’s, a staff member their own, audited', async () => {
    const set = await setName(mediator.userId, '  Wang Fang ', t.admin);
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ userId: mediator.userId, displayName: 'Wang Fang' });

    const own = await setName(mediator.userId, '王芳', mediator.token);
    expect(own.body.data.displayName).toBe('王芳');
    const audit = await call(
      t.app,
      'GET',
      `${urlOf(adminApi.findAudit)}?action=user.display_name&targetId=${mediator.userId}`,
      {
        token: t.admin,
      },
    );
    expect(audit.body.data.rows.map((r: { detail: unknown }) => r.detail)).toEqual([
      { from: 'Wang Fang', to: '王芳' },
      { from: null, to: 'Wang Fang' },
    ]);
    // The same name again changes nothing and records nothing; empty clears it.
    await setName(mediator.userId, '王芳', mediator.token);
    const cleared = await setName(mediator.userId, '', t.admin);
    expect(cleared.body.data.displayName).toBeNull();
    const after = await call(
      t.app,
      'GET',
      `${urlOf(adminApi.findAudit)}?action=user.display_name&targetId=${mediator.userId}`,
      {
        token: t.admin,
      },
    );
    expect(after.body.data.total).toBe(3);
  });

  it('refuses another staff member’s name, a customer, an e-mail address and a long name, changing nothing', async () => {
    expect((await setName(colleague.userId, 'Li Lei', mediator.token)).status).toBe(403);
    const customer = await signUp(t.app);
    const notStaff = await setName(customer.user.userId, 'Alice', t.admin);
    expect(notStaff.status).toBe(400);
    expect(notStaff.body.data).toEqual([{ field: 'displayName', message: 'Only staff members have a display name' }]);
    expect((await setName(customer.user.userId, 'Alice', customer.token)).status).toBe(403);
    const email = await setName(colleague.userId, 'li@example.com', t.admin);
    expect(email.body.data).toEqual([
      { field: 'displayName', message: "A display name is a person's name, not an e-mail address" },
    ]);
    const long = await setName(colleague.userId, 'x'.repeat(41), t.admin);
    expect(long.body.data).toEqual([{ field: 'displayName', message: 'A display name is at most 40 characters' }]);
    const unchanged = await call(t.app, 'GET', urlOf(adminApi.getUser, { id: colleague.userId }), { token: t.admin });
    expect(unchanged.body.data.displayName).toBeNull();
  });

  it('twenty identical requests at once change it once and record it once', async () => {
    const all = await Promise.all(Array.from({ length: 20 }, () => setName(colleague.userId, 'Zhao Lei', t.admin)));
    expect(all.every((r) => r.status === 200 && r.body.data.displayName === 'Zhao Lei')).toBe(true);
    const audit = await call(
      t.app,
      'GET',
      `${urlOf(adminApi.findAudit)}?action=user.display_name&targetId=${colleague.userId}`,
      { token: t.admin },
    );
    expect(audit.body.data.total).toBe(1);
  });
});
