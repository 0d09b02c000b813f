// The back office's institutions: created as a house user that cannot sign in, funded by one entry from the house's
// institution capital, checked against the market, updated with an audited reason while running orders keep their
// fees; the list's followers and amount held; the sandbox's settle-now, once however often it is sent.
import { followAdminApi, identityApi } from '@platform/contracts';
import { and, auditLog, eq, followOrders, ledgerEntries, ledgerPostings, users } from '@platform/db';
import { describe, expect, it } from 'vitest';
import { urlOf } from '../../testing/admin-test-kit.ts';
import { call } from '../../testing/api.ts';
import { createInstitution, follower, institutionBody, placeFollow } from '../../testing/follow-test-kit.ts';
import { ledgerBalanced } from '../../testing/ledger-test-kit.ts';
import { balance } from '../../testing/money-test-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { useFixtureMarket } from '../../testing/trading-test-kit.ts';

const t = useTestApp();
useFixtureMarket(t, { AAPL: { bid: '99.98', ask: '100.00' } });

const create = (body: Record<string, unknown>) =>
  call(t.app, 'POST', urlOf(followAdminApi.create), { token: t.admin, body: institutionBody(body) });
const audits = (action: string, id: number) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(id))));
const settleNow = (id: number) =>
  call(t.app, 'POST', urlOf(followAdminApi.settleNow, { id }), {
    token: t.admin,
    body: { reason: 'Sandbox walkthrough' },
  });

describe('follow back office', { timeout: 120_000 }, () => {
  it('creates an institution as a house user that cannot sign in, funded with 1,000,000 USD', async () => {
    const res = await create({});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      capital: '1000000.00',
      followers: 0,
      followed: '0.00',
      active: true,
      trades: 0,
    });
    const institution = await createInstitution(t.app, t.admin);
    const [house] = await t.app.db.select().from(users).where(eq(users.id, institution.userId));
    expect(house).toMatchObject({ status: 'disabled', roles: [] });
    const login = await call(t.app, 'POST', `/api${identityApi.login.path}`, {
      body: { account: house!.email, password: house!.passwordHash },
    });
    expect(login.status).toBe(400);
    const funding = await t.app.db
      .select({ type: ledgerEntries.type, amount: ledgerPostings.amount })
      .from(ledgerEntries)
      .innerJoin(ledgerPostings, eq(ledgerPostings.entryId, ledgerEntries.id))
      .where(and(eq(ledgerEntries.causeType, 'follow_institution'), eq(ledgerEntries.causeId, institution.id)));
    expect(funding.map((f) => [f.type, Number(f.amount)]).sort()).toEqual([
      ['institution_funding', -1000000],
      ['institution_funding', 1000000],
    ]);
    expect(await audits('follow.institution.create', institution.id)).toEqual([
      expect.objectContaining({ reason: 'New house strategy approved by the committee' }),
    ]);
    await ledgerBalanced(t.app);
  });

  it('checks the rules against the market', async () => {
    const unknown = await create({
      params: { strategy: 'trend', symbol: 'NOPE', fastMinutes: 2, slowMinutes: 4, exposurePercent: 50 },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.data[0]).toMatchObject({ field: 'params.symbol' });
    const forex = await create({ params: { strategy: 'index_tracker', symbols: ['AAPL', 'EURUSD'], driftPercent: 5 } });
    expect(forex.status).toBe(400);
    expect(forex.body.data[0]).toMatchObject({ field: 'params.symbols' });
    const slow = await create({
      params: { strategy: 'trend', symbol: 'AAPL', fastMinutes: 5, slowMinutes: 5, exposurePercent: 50 },
    });
    expect(slow.status).toBe(400);
    expect(slow.body.msg).toBe('The slow average must be longer than the fast one');
    const taken = await createInstitution(t.app, t.admin);
    const twice = await create({ name: taken.name });
    expect(twice.status).toBe(400);
    expect(twice.body.data[0]).toMatchObject({ field: 'name' });
  });

  it('creates one institution when the same name arrives 20 times at once; the rest are told why, on the field', async () => {
    const name = `Burst Capital ${process.pid}`;
    const burst = await Promise.all(Array.from({ length: 20 }, () => create({ name })));
    expect(burst.filter((r) => r.status === 200)).toHaveLength(1);
    for (const refused of burst.filter((r) => r.status !== 200)) {
      expect(refused.status).toBe(400);
      expect(refused.body.data[0]).toMatchObject({ field: 'name' });
    }
    const created = burst.find((r) => r.status === 200)!.body.data as { id: number };
    const funded = await t.app.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.causeType, 'follow_institution'), eq(ledgerEntries.causeId, created.id)));
    expect(funded.map((e) => e.type)).toEqual(['institution_funding']);
    await ledgerBalanced(t.app);
  });

  it('updates with a reason; placed orders keep their fees; the list counts followers and what they hold', async () => {
    const institution = await createInstitution(t.app, t.admin);
    const a = await follower(t.app, t.admin, '1000');
    const b = await follower(t.app, t.admin, '1000');
    const first = await placeFollow(t.app, a.token, institution.id, { amount: '300', periodDays: 30 });
    await placeFollow(t.app, a.token, institution.id, { amount: '200', periodDays: 73 });
    await placeFollow(t.app, b.token, institution.id, { amount: '100.25', periodDays: 30 });
    const res = await call(t.app, 'POST', urlOf(followAdminApi.update, { id: institution.id }), {
      token: t.admin,
      body: institutionBody({
        name: institution.name,
        managementFeePercent: '1.5',
        profitSharePercent: '25',
        reason: 'Fee review',
      }),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      managementFeePercent: '1.5',
      profitSharePercent: '25',
      followers: 2,
      followed: '600.25',
    });
    const [kept] = await t.app.db.select().from(followOrders).where(eq(followOrders.id, first.body.data.id));
    expect(kept).toMatchObject({ managementFeePercent: '2', profitSharePercent: '20' });
    const [audit] = await audits('follow.institution.update', institution.id);
    expect(audit).toMatchObject({ reason: 'Fee review' });
    expect(audit!.detail).toMatchObject({
      before: { managementFeePercent: '2' },
      after: { managementFeePercent: '1.5' },
    });
    const list = (await call(t.app, 'GET', `${urlOf(followAdminApi.institutions)}?size=100`, { token: t.admin })).body
      .data;
    expect(list.rows).toContainEqual(expect.objectContaining({ id: institution.id, followers: 2, followed: '600.25' }));
  });

  it('sorts the list by name either way, and refuses any other sort on its field', async () => {
    await createInstitution(t.app, t.admin, { name: `Zebra book ${process.pid}` });
    await createInstitution(t.app, t.admin, { name: `Aardvark book ${process.pid}` });
    const names = async (sort: string) =>
      (
        (await call(t.app, 'GET', `${urlOf(followAdminApi.institutions)}?size=100&sort=${sort}`, { token: t.admin }))
          .body.data.rows as { name: string }[]
      ).map((row) => row.name);
    const ascending = await names('name');
    expect(ascending.indexOf(`Aardvark book ${process.pid}`)).toBeLessThan(
      ascending.indexOf(`Zebra book ${process.pid}`),
    );
    expect(await names('-name')).toEqual([...ascending].reverse());

    const bad = await call(t.app, 'GET', `${urlOf(followAdminApi.institutions)}?sort=equity`, { token: t.admin });
    expect(bad.status).toBe(400);
    expect(bad.body.data.map((e: { field: string }) => e.field)).toEqual(['sort']);
  });

  it('settle-now settles a waiting order once, however often it is sent at once; only in the sandbox', async () => {
    const institution = await createInstitution(t.app, t.admin);
    const { token } = await follower(t.app, t.admin, '1000');
    const placed = await placeFollow(t.app, token, institution.id, { amount: '1000', periodDays: 73 });
    const id = placed.body.data.id as number;

    const config = t.app.config as { sandbox: boolean };
    config.sandbox = false;
    try {
      expect((await settleNow(id)).status).toBe(403);
    } finally {
      config.sandbox = true;
    }

    const burst = await Promise.all([settleNow(id), settleNow(id), settleNow(id)]);
    expect(burst.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    // No trades yet: the institution is flat at its capital, so the return is 0 and only the fee is charged:
    // 1,000 × 2% × 73 / 365 = 4.
    expect(burst.find((r) => r.status === 200)!.body.data).toMatchObject({
      status: 'settled',
      startEquity: '1000000.00',
      returnPercent: '0.00',
      grossPnl: '0.00',
      managementFee: '4.00',
      profitShare: '0.00',
      value: '996.00',
    });
    const entries = await t.app.db
      .select({ type: ledgerEntries.type })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.causeType, 'follow_order'), eq(ledgerEntries.causeId, id)));
    expect(entries.map((e) => e.type)).toEqual(['follow_fee']);
    expect(await balance(t.app, token, 'USD', 'trading')).toMatchObject({ available: '996.00', frozen: '0.00' });
    expect(await audits('follow.sandbox.settle-now', id)).toHaveLength(1);
    await ledgerBalanced(t.app);
  });
});
