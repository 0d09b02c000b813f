// What a follow order refuses, and requests sent at once: the amount's range, a period not offered, no verified
// identity, an inactive or unknown institution, too little in the trading account, another user's order; twenty
// identical requests make one order and one hold.
import { followAdminApi, followApi } from '@platform/contracts';
import { eq, followOrders, ledgerHolds } from '@platform/db';
import { describe, expect, it } from 'vitest';
import { urlOf } from '../../testing/admin-test-kit.ts';
import { call, signUp } from '../../testing/api.ts';
import { createInstitution, follower, institutionBody, placeFollow } from '../../testing/follow-test-kit.ts';
import { ledgerBalanced } from '../../testing/ledger-test-kit.ts';
import { balance, newKey } from '../../testing/money-test-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { useFixtureMarket } from '../../testing/trading-test-kit.ts';

const t = useTestApp();
useFixtureMarket(t, { AAPL: { bid: '99.98', ask: '100.00' } });

const ordersOf = (userId: number) => t.app.db.select().from(followOrders).where(eq(followOrders.userId, userId));

describe('follow refusals', { timeout: 120_000 }, () => {
  it('refuses amounts outside 100–1,000,000, a period not offered, and more than the account holds', async () => {
    const institution = await createInstitution(t.app, t.admin);
    const { token, user } = await follower(t.app, t.admin, '500');
    for (const amount of ['99.99', '1000000.01', '100.001', 'abc']) {
      const res = await placeFollow(t.app, token, institution.id, { amount, periodDays: 30 });
      expect(res.status, amount).toBe(400);
      expect(res.body.msg).toBe('Follow-order amounts range from 100 to 1000000 dollars');
    }
    const period = await placeFollow(t.app, token, institution.id, { amount: '100', periodDays: 45 });
    expect(period.status).toBe(400);
    expect(period.body.data[0].field).toBe('periodDays');
    const preview = await call(
      t.app,
      'GET',
      `${urlOf(followApi.preview, { id: institution.id })}?amount=100&periodDays=45`,
      {
        token,
      },
    );
    expect(preview.status).toBe(400);
    const tooMuch = await placeFollow(t.app, token, institution.id, { amount: '500.01', periodDays: 30 });
    expect(tooMuch.status).toBe(400);
    expect(await ordersOf(user.userId)).toHaveLength(0);
    expect(await balance(t.app, token, 'USD', 'trading')).toMatchObject({ available: '500.00', frozen: '0.00' });
  });

  it('needs a verified identity', async () => {
    const institution = await createInstitution(t.app, t.admin);
    const { token, user } = await signUp(t.app);
    const res = await placeFollow(t.app, token, institution.id, { amount: '100', periodDays: 30 });
    expect(res.status).toBe(409);
    expect(res.body.data).toEqual({ gate: 'kyc' });
    expect(await ordersOf(user.userId)).toHaveLength(0);
  });

  it('answers 404 for an inactive or unknown institution', async () => {
    const institution = await createInstitution(t.app, t.admin);
    const { token } = await follower(t.app, t.admin, '1000');
    const off = await call(t.app, 'POST', urlOf(followAdminApi.update, { id: institution.id }), {
      token: t.admin,
      body: institutionBody({ name: institution.name, active: false, reason: 'Strategy paused' }),
    });
    expect(off.status).toBe(200);
    for (const id of [institution.id, 999_999]) {
      expect((await placeFollow(t.app, token, id, { amount: '100', periodDays: 30 })).status).toBe(404);
      expect((await call(t.app, 'GET', urlOf(followApi.institution, { id }), { token })).status).toBe(404);
    }
    const list = (await call(t.app, 'GET', `${urlOf(followApi.institutions)}?size=100`, { token })).body.data;
    expect(list.rows.map((r: { id: number }) => r.id)).not.toContain(institution.id);
  });

  it('shows another user’s order to nobody else', async () => {
    const institution = await createInstitution(t.app, t.admin);
    const owner = await follower(t.app, t.admin, '1000');
    const placed = await placeFollow(t.app, owner.token, institution.id, { amount: '100', periodDays: 30 });
    expect(placed.status).toBe(200);
    const other = await signUp(t.app);
    const res = await call(t.app, 'GET', urlOf(followApi.order, { id: placed.body.data.id }), { token: other.token });
    expect(res.status).toBe(404);
    const theirs = (await call(t.app, 'GET', urlOf(followApi.orders), { token: other.token })).body.data;
    expect(theirs).toMatchObject({ rows: [], total: 0 });
    const mine = (await call(t.app, 'GET', urlOf(followApi.orders), { token: owner.token })).body.data;
    expect(mine.rows).toEqual([expect.objectContaining({ id: placed.body.data.id, status: 'waiting', value: null })]);
  });

  it('twenty identical requests at once make one order and one hold', async () => {
    const institution = await createInstitution(t.app, t.admin);
    const { token, user } = await follower(t.app, t.admin, '1000');
    const key = newKey();
    const body = { amount: '250.50', periodDays: 30 };
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => placeFollow(t.app, token, institution.id, body, key)),
    );
    expect(burst.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(burst.map((r) => r.body.data.id)).size).toBe(1);
    const rows = await ordersOf(user.userId);
    expect(rows).toHaveLength(1);
    const holds = await t.app.db.select().from(ledgerHolds).where(eq(ledgerHolds.causeId, rows[0]!.id));
    expect(holds.filter((h) => h.causeType === 'follow_order')).toHaveLength(1);
    expect(await balance(t.app, token, 'USD', 'trading')).toMatchObject({ available: '749.50', frozen: '250.50' });
    await ledgerBalanced(t.app);
  });
});
