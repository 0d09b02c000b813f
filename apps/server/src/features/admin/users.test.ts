import { adminApi, identityApi, TWO_FACTOR_REQUIRED } from '@platform/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOperator, urlOf } from '../../testing/admin-test-kit.ts';
import { call, enrol, expectRefusedOn, signIn, signUp, uniqueEmail } from '../../testing/api.ts';
import { ADMIN, useTestApp } from '../../testing/test-app.ts';

let adminId: number;
let reviewer: Awaited<ReturnType<typeof createOperator>>;
let customer: Awaited<ReturnType<typeof signUp>>;
const t = useTestApp();
beforeAll(async () => {
  adminId = (await call(t.app, 'GET', urlOf(identityApi.getUserInfo), { token: t.admin })).body.data.userId;
  [reviewer, customer] = await Promise.all([createOperator(t.app, t.admin, ['reviewer']), signUp(t.app)]);
});

const ENDPOINTS = [
  ['GET', urlOf(adminApi.findUsers)],
  ['GET', urlOf(adminApi.getUser, { id: 1 })],
  ['GET', urlOf(adminApi.findAudit)],
  ['GET', urlOf(adminApi.findInviteCodes)],
  ['POST', urlOf(adminApi.createInviteCode)],
  ['POST', urlOf(adminApi.disableInviteCode, { code: 'HOUSE2026' })],
  ['POST', urlOf(adminApi.updateUserRoles, { id: 1 })],
  ['POST', urlOf(adminApi.updateUserStatus, { id: 1 })],
  ['POST', urlOf(adminApi.createOperator)],
] as const;

describe('access to /api/admin', () => {
  it.each(ENDPOINTS)('%s %s refuses anonymous callers with 401 and customers with 403', async (method, url) => {
    const body = method === 'POST' ? {} : undefined;
    const anonymous = await call(t.app, method, url, { body });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ code: 401, msg: 'Login expired', data: null });
    const user = await call(t.app, method, url, { body, token: customer.token });
    expect(user.status).toBe(403);
    expect(user.body).toEqual({ code: 403, msg: 'You do not have permission for this', data: null });
  });

  it('lets the customer desk read users, only admins read the audit log and change users and operators', async () => {
    for (const url of [urlOf(adminApi.findUsers), urlOf(adminApi.getUser, { id: customer.user.userId })]) {
      expect((await call(t.app, 'GET', url, { token: reviewer.token })).status, url).toBe(200);
    }
    expect((await call(t.app, 'GET', urlOf(adminApi.findAudit), { token: reviewer.token })).status).toBe(403);
    const writes = [
      [urlOf(adminApi.updateUserRoles, { id: customer.user.userId }), { roles: ['support'], reason: 'help desk' }],
      [urlOf(adminApi.updateUserStatus, { id: customer.user.userId }), { status: 'disabled', reason: 'fraud' }],
      [
        urlOf(adminApi.createOperator),
        { email: uniqueEmail(), password: 'password-123', roles: ['support'], reason: 'x' },
      ],
    ] as const;
    for (const [url, body] of writes) {
      expect((await call(t.app, 'POST', url, { token: reviewer.token, body })).status, url).toBe(403);
    }
    const after = await call(t.app, 'GET', urlOf(adminApi.getUser, { id: customer.user.userId }), { token: t.admin });
    expect(after.body.data).toMatchObject({ roles: [], status: 'active' });
  });
});

describe('GET /api/admin/users', () => {
  it('finds users by e-mail, username or user ID', async () => {
    const target = await signUp(t.app, { username: `findme${Date.now().toString(36).slice(-6)}` });
    const find = async (q: string) =>
      (await call(t.app, 'GET', `${urlOf(adminApi.findUsers)}?q=${encodeURIComponent(q)}`, { token: t.admin })).body
        .data;

    const byEmail = await find(target.email.slice(0, -5).toUpperCase());
    expect(byEmail.rows.map((u: { userId: number }) => u.userId)).toEqual([target.user.userId]);
    const byUsername = await find(target.user.username);
    expect(byUsername.rows).toHaveLength(1);
    expect(byUsername.rows[0]).toMatchObject({
      userId: target.user.userId,
      email: target.email,
      status: 'active',
      invitedCount: 0,
      roles: [],
    });
    expect(byUsername.rows[0].lastLoginAt).not.toBeNull();
    const byId = await find(String(target.user.userId));
    expect(byId.rows.map((u: { userId: number }) => u.userId)).toContain(target.user.userId);
    expect((await find('no-such-person-anywhere')).total).toBe(0);
    // LIKE wildcards are searched literally.
    expect((await find('%')).total).toBe(0);
  });

  it('filters by role and pages newest first', async () => {
    const operators = await call(t.app, 'GET', `${urlOf(adminApi.findUsers)}?role=operator&pageSize=100`, {
      token: t.admin,
    });
    const emails = operators.body.data.rows.map((u: { email: string }) => u.email);
    expect(emails).toEqual(expect.arrayContaining([ADMIN.email, reviewer.email]));
    expect(emails).not.toContain(customer.email);

    const reviewers = await call(t.app, 'GET', `${urlOf(adminApi.findUsers)}?role=reviewer`, { token: t.admin });
    expect(reviewers.body.data.rows.every((u: { roles: string[] }) => u.roles.includes('reviewer'))).toBe(true);
    const customers = await call(t.app, 'GET', `${urlOf(adminApi.findUsers)}?role=customer&pageSize=100`, {
      token: t.admin,
    });
    expect(customers.body.data.rows.every((u: { roles: string[] }) => u.roles.length === 0)).toBe(true);

    const all = (await call(t.app, 'GET', `${urlOf(adminApi.findUsers)}?pageSize=100`, { token: t.admin })).body.data;
    const first = (await call(t.app, 'GET', `${urlOf(adminApi.findUsers)}?pageSize=2&pageNum=1`, { token: t.admin }))
      .body.data;
    const second = (await call(t.app, 'GET', `${urlOf(adminApi.findUsers)}?pageSize=2&pageNum=2`, { token: t.admin }))
      .body.data;
    expect(first.total).toBe(all.total);
    expect(all.total).toBeGreaterThanOrEqual(4);
    const ids = [...first.rows, ...second.rows].map((u: { userId: number }) => u.userId);
    expect(ids).toEqual(all.rows.slice(0, 4).map((u: { userId: number }) => u.userId));
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
  });

  it('refuses a bad query with field errors', async () => {
    const res = await call(t.app, 'GET', `${urlOf(adminApi.findUsers)}?role=king&pageSize=1000`, { token: t.admin });
    expect(res.status).toBe(400);
    expect(res.body.data.map((e: { field: string }) => e.field).sort()).toEqual(['pageSize', 'role']);
  });

  it('sorts by a listed column either way, ties broken by user ID, and refuses any other sort on its field', async () => {
    const list = async (sort: string) =>
      (await call(t.app, 'GET', `${urlOf(adminApi.findUsers)}?pageSize=100&sort=${sort}`, { token: t.admin })).body.data
        .rows as { userId: number; email: string; lastLoginAt: string | null }[];
    // The database's collation orders the addresses; descending is ascending reversed.
    const byEmail = (await list('email')).map((u) => u.email);
    expect(byEmail.length).toBeGreaterThanOrEqual(4);
    expect((await list('-email')).map((u) => u.email)).toEqual([...byEmail].reverse());
    const oldest = (await list('userId')).map((u) => u.userId);
    expect(oldest).toEqual([...oldest].sort((a, b) => a - b));
    // The latest sign-in first; those who never signed in after everyone who has.
    const signedIn = (await list('-lastLoginAt')).map((u) => u.lastLoginAt);
    const never = signedIn.indexOf(null);
    expect(signedIn.slice(0, never < 0 ? undefined : never)).toEqual(
      signedIn
        .slice(0, never < 0 ? undefined : never)
        .toSorted()
        .reverse(),
    );
    if (never >= 0) expect(signedIn.slice(never).every((at) => at === null)).toBe(true);

    for (const sort of ['password', 'email;drop', '--email', 'Email']) {
      const res = await call(t.app, 'GET', `${urlOf(adminApi.findUsers)}?sort=${encodeURIComponent(sort)}`, {
        token: t.admin,
      });
      expect(res.status).toBe(400);
      expect(res.body.data.map((e: { field: string }) => e.field)).toEqual(['sort']);
    }
  });
});

describe('GET /api/admin/users/:id', () => {
  it('shows a user, counts whom they invited, and 404s an unknown one', async () => {
    const inviter = await signUp(t.app);
    const email = uniqueEmail();
    await call(t.app, 'POST', urlOf(identityApi.getEmailCode), { body: { email } });
    const { lastCode } = await import('../../testing/api.ts');
    const code = await lastCode(t.app, email);
    const invited = await call(t.app, 'POST', urlOf(identityApi.emailRegister), {
      body: { email, password: 'password-123', code, inviteCode: inviter.user.inviteCode },
    });
    expect(invited.body.data.invitedBy).toBe(inviter.user.userId);

    const res = await call(t.app, 'GET', urlOf(adminApi.getUser, { id: inviter.user.userId }), { token: t.admin });
    expect(res.body.data).toMatchObject({
      userId: inviter.user.userId,
      email: inviter.email,
      inviteCode: inviter.user.inviteCode,
      invitedCount: 1,
    });
    expect((await call(t.app, 'GET', urlOf(adminApi.getUser, { id: 999999999 }), { token: t.admin })).status).toBe(404);
  });
});

describe('POST /api/admin/users/:id/roles', () => {
  it('needs a reason', async () => {
    const url = urlOf(adminApi.updateUserRoles, { id: customer.user.userId });
    for (const body of [{ roles: ['support'] }, { roles: ['support'], reason: '   ' }]) {
      const res = await call(t.app, 'POST', url, { token: t.admin, body });
      expectRefusedOn(res, 400, 'reason', 'Please enter a reason');
    }
  });

  it('changes roles and records from and to', async () => {
    const user = await signUp(t.app);
    const url = urlOf(adminApi.updateUserRoles, { id: user.user.userId });
    const res = await call(t.app, 'POST', url, {
      token: t.admin,
      body: { roles: ['support', 'mediator', 'support'], reason: 'joins the help desk' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.roles).toEqual(['mediator', 'support']);
    // The new operator reaches the back office with the session they already had, once they enrol a second factor.
    const before = await call(t.app, 'GET', urlOf(adminApi.findUsers), { token: user.token });
    expect(before.status).toBe(403);
    expect(before.body.data).toEqual({ reason: TWO_FACTOR_REQUIRED });
    await enrol(t.app, user.token);
    expect((await call(t.app, 'GET', urlOf(adminApi.findUsers), { token: user.token })).status).toBe(200);

    const audit = await call(
      t.app,
      'GET',
      `${urlOf(adminApi.findAudit)}?action=user.roles&targetId=${user.user.userId}`,
      {
        token: t.admin,
      },
    );
    expect(audit.body.data.rows).toHaveLength(1);
    expect(audit.body.data.rows[0]).toMatchObject({
      actorId: adminId,
      targetType: 'user',
      targetId: String(user.user.userId),
      reason: 'joins the help desk',
      detail: { from: [], to: ['mediator', 'support'] },
    });
  });

  it('will not let an admin drop their own admin role, and 404s an unknown user', async () => {
    const own = await call(t.app, 'POST', urlOf(adminApi.updateUserRoles, { id: adminId }), {
      token: t.admin,
      body: { roles: ['reviewer'], reason: 'oops' },
    });
    expect(own.status).toBe(400);
    expect(own.body.data).toEqual([{ field: 'roles', message: 'You cannot remove your own admin role' }]);
    const me = await call(t.app, 'GET', urlOf(adminApi.getUser, { id: adminId }), { token: t.admin });
    expect(me.body.data.roles).toEqual(['admin']);

    const unknown = await call(t.app, 'POST', urlOf(adminApi.updateUserRoles, { id: 999999999 }), {
      token: t.admin,
      body: { roles: ['support'], reason: 'x' },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('POST /api/admin/users/:id/status', () => {
  it('disabling revokes sessions and blocks log-in; enabling lets the user back in', async () => {
    const user = await signUp(t.app);
    const url = urlOf(adminApi.updateUserStatus, { id: user.user.userId });
    const off = await call(t.app, 'POST', url, { token: t.admin, body: { status: 'disabled', reason: 'chargebacks' } });
    expect(off.body.data.status).toBe('disabled');
    expect((await call(t.app, 'GET', urlOf(identityApi.getUserInfo), { token: user.token })).status).toBe(401);
    const login = await call(t.app, 'POST', urlOf(identityApi.login), {
      body: { account: user.email, password: user.password },
    });
    expect(login.status).toBe(400);
    expect(login.body.msg).toBe('This account is disabled');

    const on = await call(t.app, 'POST', url, { token: t.admin, body: { status: 'active', reason: 'resolved' } });
    expect(on.body.data.status).toBe('active');
    // The old session stays revoked; a new log-in works.
    expect((await call(t.app, 'GET', urlOf(identityApi.getUserInfo), { token: user.token })).status).toBe(401);
    expect(await signIn(t.app, user.email, user.password)).toBeTruthy();
  });

  it('needs a reason and will not let an admin disable themselves', async () => {
    const url = urlOf(adminApi.updateUserStatus, { id: customer.user.userId });
    const noReason = await call(t.app, 'POST', url, { token: t.admin, body: { status: 'disabled' } });
    expect(noReason.body.data).toEqual([{ field: 'reason', message: 'Please enter a reason' }]);
    const self = await call(t.app, 'POST', urlOf(adminApi.updateUserStatus, { id: adminId }), {
      token: t.admin,
      body: { status: 'disabled', reason: 'x' },
    });
    // A 400, not a 403, so the back office does not take it for a lost session.
    expect(self.body).toMatchObject({ code: 400, msg: 'You cannot disable your own account' });
    expect((await call(t.app, 'GET', urlOf(identityApi.getUserInfo), { token: t.admin })).status).toBe(200);
  });
});

describe('POST /api/admin/operators', () => {
  it('keeps each role once, in order, in the account and its audit entry', async () => {
    const email = uniqueEmail();
    const res = await call(t.app, 'POST', urlOf(adminApi.createOperator), {
      token: t.admin,
      body: {
        email,
        username: 'two_hats',
        password: 'password-123',
        roles: ['support', 'mediator', 'support'],
        reason: 'x',
      },
    });
    expect(res.body.data.roles).toEqual(['mediator', 'support']);
    const audit = await call(
      t.app,
      'GET',
      `${urlOf(adminApi.findAudit)}?action=operator.create&targetId=${res.body.data.userId}`,
      {
        token: t.admin,
      },
    );
    expect(audit.body.data.rows[0].detail).toEqual({ roles: ['mediator', 'support'], displayName: null });
  });

  it('opens an operator account that can sign in to the back office', async () => {
    const support = await createOperator(t.app, t.admin, ['support']);
    const me = await call(t.app, 'GET', urlOf(identityApi.getUserInfo), { token: support.token });
    expect(me.body.data).toMatchObject({ email: support.email, roles: ['support'] });
    expect(me.body.data.inviteCode).toMatch(/^[A-Z0-9]{8}$/);
  });

  it('refuses a taken e-mail or username with 409 and a field error', async () => {
    const body = { username: 'fresh_name', password: 'password-123', roles: ['support'], reason: 'hire' };
    const email = await call(t.app, 'POST', urlOf(adminApi.createOperator), {
      token: t.admin,
      body: { ...body, email: customer.email.toUpperCase() },
    });
    expectRefusedOn(email, 409, 'email', 'This email is already registered');
    const username = await call(t.app, 'POST', urlOf(adminApi.createOperator), {
      token: t.admin,
      body: { ...body, email: uniqueEmail(), username: reviewer.username.toUpperCase() },
    });
    expect(username.status).toBe(409);
    expect(username.body.data).toEqual([{ field: 'username', message: 'This username is already taken' }]);
  });

  it('needs at least one role and a reason', async () => {
    const res = await call(t.app, 'POST', urlOf(adminApi.createOperator), {
      token: t.admin,
      body: { email: uniqueEmail(), username: 'nobody_here', password: 'password-123', roles: [] },
    });
    expect(res.status).toBe(400);
    const fields = Object.fromEntries(
      res.body.data.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(fields.reason).toBe('Please enter a reason');
    expect(fields.roles).toBe('Choose at least one role');
    expect(res.body.msg).toBe('Choose at least one role');
  });
});
