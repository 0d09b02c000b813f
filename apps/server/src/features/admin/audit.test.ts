import { setTimeout as sleep } from 'node:timers/promises';
import { adminApi, identityApi, objectHistoryApi } from '@platform/contracts';
import { auditLog, desc } from '@platform/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOperator, urlOf } from '../../testing/admin-test-kit.ts';
import { call, enrol, signUp } from '../../testing/api.ts';
import { ADMIN, useTestApp } from '../../testing/test-app.ts';

interface Entry {
  id: number;
  actorId: number | null;
  actorName: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  reason: string | null;
  detail: Record<string, unknown> | null;
  ip: string | null;
  createdAt: string;
}

// One story of back-office work, then the audit log is read back in every way the back office filters it.
let admin: string;
let adminId: number;
let customerId: number;
let reviewerId: number;
let reviewer: string;
let mediator: string;
let inviteCode: string;
let between: string;
const t = useTestApp({ admin: false });
beforeAll(async () => {
  const login = await t.app.inject({
    method: 'POST',
    url: urlOf(identityApi.login),
    payload: { account: ADMIN.email, password: ADMIN.password },
    remoteAddress: '203.0.113.7',
  });
  admin = login.json().data.token;
  adminId = login.json().data.user.userId;
  await enrol(t.app, admin); // the back office opens to operators with a second factor
  const as = { token: admin };
  const customer = await signUp(t.app);
  customerId = customer.user.userId;
  const reviewerAccount = await createOperator(t.app, admin, ['reviewer']);
  reviewerId = reviewerAccount.userId;
  reviewer = reviewerAccount.token;

  // Everything up to this instant is "earlier", everything after it "later": just past the newest entry so far, on the
  // database's clock, which stamps the entries.
  const [newest] = await t.app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  between = new Date(newest!.createdAt.getTime() + 1).toISOString();
  await sleep(20);

  await call(t.app, 'POST', urlOf(adminApi.updateUserRoles, { id: customerId }), {
    ...as,
    body: { roles: ['support'], reason: 'help desk shift' },
  });
  await call(t.app, 'POST', urlOf(adminApi.updateUserStatus, { id: customerId }), {
    ...as,
    body: { status: 'disabled', reason: 'suspected account sharing' },
  });
  await call(t.app, 'POST', urlOf(adminApi.updateUserStatus, { id: customerId }), {
    ...as,
    body: { status: 'active', reason: 'owner verified' },
  });
  inviteCode = (
    await call(t.app, 'POST', urlOf(adminApi.createInviteCode), {
      ...as,
      body: { maxUses: 5, reason: 'partner event' },
    })
  ).body.data.code;
  await call(t.app, 'POST', urlOf(adminApi.disableInviteCode, { code: inviteCode }), {
    ...as,
    body: { reason: 'event over' },
  });
});

async function audit(query = ''): Promise<{ rows: Entry[]; total: number }> {
  const res = await call(t.app, 'GET', `${urlOf(adminApi.findAudit)}?pageSize=100${query}`, { token: admin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

describe('GET /api/admin/audit', () => {
  it('records every operator action with actor, reason and IP, newest first', async () => {
    const { rows, total } = await audit();
    expect(total).toBe(rows.length);
    expect(rows.map((r) => r.action)).toEqual([
      'invite_code.disable',
      'invite_code.create',
      'user.enable',
      'user.disable',
      'user.roles',
      'two_factor.enabled', // the new reviewer enrolling (the test kit does at their first sign-in)
      'auth.login', // the new reviewer signing in
      'operator.create',
      'two_factor.enabled', // the admin enrolling
      'auth.login',
      // The default mining catalogue, created by the system at the first start.
      'mining.product.create',
      'mining.product.create',
      'mining.product.create',
    ]);
    expect(rows.map((r) => r.id)).toEqual([...rows.map((r) => r.id)].sort((a, b) => b - a));

    const [
      disableCode,
      createCode,
      enable,
      disable,
      roles,
      reviewerEnrols,
      reviewerLogin,
      operator,
      adminEnrols,
      adminLogin,
    ] = rows as [Entry, Entry, Entry, Entry, Entry, Entry, Entry, Entry, Entry, Entry];
    for (const [enrols, who] of [
      [reviewerEnrols, reviewerId],
      [adminEnrols, adminId],
    ] as const) {
      expect(enrols).toMatchObject({ actorId: who, targetType: 'user', targetId: String(who) });
    }
    expect(adminLogin).toMatchObject({
      actorId: adminId,
      actorName: 'admin',
      targetType: 'user',
      targetId: String(adminId),
      ip: '203.0.113.7',
      reason: null,
    });
    expect(reviewerLogin).toMatchObject({ actorId: reviewerId, targetId: String(reviewerId) });
    expect(operator).toMatchObject({
      actorId: adminId,
      targetId: String(reviewerId),
      reason: 'new colleague',
      detail: { roles: ['reviewer'] },
    });
    expect(roles).toMatchObject({
      targetType: 'user',
      targetId: String(customerId),
      reason: 'help desk shift',
      detail: { from: [], to: ['support'] },
    });
    expect(disable).toMatchObject({ targetId: String(customerId), reason: 'suspected account sharing' });
    expect(enable).toMatchObject({ targetId: String(customerId), reason: 'owner verified' });
    expect(createCode).toMatchObject({ targetType: 'invite_code', targetId: inviteCode, reason: 'partner event' });
    expect(disableCode).toMatchObject({ targetType: 'invite_code', targetId: inviteCode, reason: 'event over' });
    for (const row of rows.slice(0, 10)) {
      expect(row.ip).toBeTruthy();
      expect(Number.isNaN(Date.parse(row.createdAt))).toBe(false);
    }
    // The system's seeding has no operator and no request: no actor, no IP, its reason said.
    for (const row of rows.slice(10)) {
      expect(row).toMatchObject({ actorId: null, ip: null, reason: 'Default catalogue seeded at the first start' });
    }
  });

  it('filters by action, actor, target and time', async () => {
    expect((await audit('&action=auth.login')).rows.map((r) => r.actorId)).toEqual([reviewerId, adminId]);
    const byReviewer = await audit(`&actor=${reviewerId}`);
    expect(byReviewer.rows.map((r) => r.action)).toEqual(['two_factor.enabled', 'auth.login']);
    expect((await audit('&targetType=invite_code')).rows.map((r) => r.action)).toEqual([
      'invite_code.disable',
      'invite_code.create',
    ]);
    const aboutCustomer = await audit(`&targetType=user&targetId=${customerId}`);
    expect(aboutCustomer.rows.map((r) => r.action)).toEqual(['user.enable', 'user.disable', 'user.roles']);

    const later = await audit(`&from=${encodeURIComponent(between)}`);
    expect(later.rows.map((r) => r.action)).toEqual([
      'invite_code.disable',
      'invite_code.create',
      'user.enable',
      'user.disable',
      'user.roles',
    ]);
    const earlier = await audit(`&to=${encodeURIComponent(between)}`);
    expect(earlier.rows.map((r) => r.action)).toEqual([
      'two_factor.enabled',
      'auth.login',
      'operator.create',
      'two_factor.enabled',
      'auth.login',
      'mining.product.create',
      'mining.product.create',
      'mining.product.create',
    ]);
    expect((await audit(`&action=user.roles&to=${encodeURIComponent(between)}`)).total).toBe(0);
  });

  it('pages with a total', async () => {
    const all = await audit();
    const res = await call(t.app, 'GET', `${urlOf(adminApi.findAudit)}?pageSize=3&pageNum=2`, { token: admin });
    expect(res.body.data.total).toBe(all.total);
    expect(res.body.data.rows.map((r: Entry) => r.id)).toEqual(all.rows.slice(3, 6).map((r) => r.id));
  });

  it('sorts by time or action either way, ids breaking ties, and refuses any other sort on its field', async () => {
    const oldest = (await audit('&sort=createdAt')).rows.map((r) => Date.parse(r.createdAt));
    expect(oldest).toEqual([...oldest].sort((a, b) => a - b));
    const newest = (await audit('&sort=-createdAt')).rows.map((r) => Date.parse(r.createdAt));
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
    const byAction = (await audit('&sort=action')).rows;
    expect(byAction.map((r) => r.action)).toEqual(byAction.map((r) => r.action).sort());
    const byActionDescending = (await audit('&sort=-action')).rows;
    expect(byActionDescending.map((r) => r.action)).toEqual(byAction.map((r) => r.action).reverse());
    const logins = byAction.filter((r) => r.action === 'auth.login').map((r) => r.id);
    expect(logins).toEqual([...logins].sort((a, b) => a - b));

    const bad = await call(t.app, 'GET', `${urlOf(adminApi.findAudit)}?sort=reason`, { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.data.map((e: { field: string }) => e.field)).toEqual(['sort']);
  });

  it('refuses a malformed filter with field errors', async () => {
    const res = await call(t.app, 'GET', `${urlOf(adminApi.findAudit)}?from=yesterday&actor=me`, { token: admin });
    expect(res.status).toBe(400);
    expect(new Set(res.body.data.map((e: { field: string }) => e.field))).toEqual(new Set(['from', 'actor']));
  });
});

describe('least privilege (issue 32 §4)', () => {
  beforeAll(async () => {
    mediator = (await createOperator(t.app, admin, ['mediator'])).token;
  });
  const history = (token: string, query: string) =>
    call(t.app, 'GET', `${urlOf(objectHistoryApi.history)}?${query}`, { token });

  it('keeps the whole audit log for admins', async () => {
    for (const token of [reviewer, mediator]) {
      expect((await call(t.app, 'GET', urlOf(adminApi.findAudit), { token })).status).toBe(403);
    }
  });

  it("answers an object's history to whoever may read that kind of object, and only its entries", async () => {
    const aboutCustomer = await history(reviewer, `targetType=user&targetId=${customerId}`);
    expect(aboutCustomer.status, JSON.stringify(aboutCustomer.body)).toBe(200);
    expect(aboutCustomer.body.data.rows.map((r: Entry) => r.action)).toEqual([
      'user.enable',
      'user.disable',
      'user.roles',
    ]);
    expect(new Set(aboutCustomer.body.data.rows.map((r: Entry) => r.targetId))).toEqual(new Set([String(customerId)]));
    // A mediator reads cases, not customers: the user's history, like the user, is not theirs to read.
    expect((await history(mediator, `targetType=user&targetId=${customerId}`)).status).toBe(403);
    expect((await history(mediator, 'targetType=mediation_case&targetId=1')).status).toBe(200);
    expect((await history(reviewer, 'targetType=mediation_case&targetId=1')).status).toBe(403);
  });

  it('refuses a kind of object that has no history page, on its field', async () => {
    const res = await history(admin, 'targetType=invite_code');
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual([expect.objectContaining({ field: 'targetType' })]);
  });
});
