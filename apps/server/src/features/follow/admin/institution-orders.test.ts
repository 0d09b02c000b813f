// One institution's back-office page: the institution itself (inactive too), and everyone's follow orders on it with
// their followers, newest first, paged; an unknown institution answers 404.
import { followAdminApi } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { createOperator, urlOf } from '../../../testing/admin-test-kit.ts';
import { call } from '../../../testing/api.ts';
import { createInstitution, follower, placeFollow } from '../../../testing/follow-test-kit.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { useFixtureMarket } from '../../../testing/trading-test-kit.ts';

const t = useTestApp();
useFixtureMarket(t, { AAPL: { bid: '99.98', ask: '100.00' } });

const get = (path: string, token = t.admin) => call(t.app, 'GET', path, { token });

describe('an institution’s page', { timeout: 120_000 }, () => {
  it('reads the institution and its orders with their followers, newest first, paged', async () => {
    const institution = await createInstitution(t.app, t.admin);
    const first = await follower(t.app, t.admin, '1000');
    const second = await follower(t.app, t.admin, '2000');
    const a = await placeFollow(t.app, first.token, institution.id, { amount: '1000', periodDays: 73 });
    const b = await placeFollow(t.app, second.token, institution.id, { amount: '2000', periodDays: 73 });
    expect([a.status, b.status]).toEqual([200, 200]);

    const one = await get(urlOf(followAdminApi.institution, { id: institution.id }));
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ id: institution.id, name: institution.name, followers: 2 });

    const orders = await get(urlOf(followAdminApi.orders, { id: institution.id }));
    expect(orders.status).toBe(200);
    expect(orders.body.data.total).toBe(2);
    expect(orders.body.data.rows).toMatchObject([
      { id: b.body.data.id, userEmail: second.email, amount: '2000.00', institutionName: institution.name },
      { id: a.body.data.id, userEmail: first.email, amount: '1000.00', status: 'waiting' },
    ]);
    const paged = await get(`${urlOf(followAdminApi.orders, { id: institution.id })}?page=2&size=1`);
    expect(paged.body.data).toMatchObject({ total: 2, rows: [{ id: a.body.data.id }] });
  });

  it('answers 404 for an unknown institution, and only admins', async () => {
    expect((await get(urlOf(followAdminApi.institution, { id: 999_999 }))).status).toBe(404);
    expect((await get(urlOf(followAdminApi.orders, { id: 999_999 }))).status).toBe(404);
    const reviewer = (await createOperator(t.app, t.admin, ['reviewer'])).token;
    expect((await get(urlOf(followAdminApi.orders, { id: 1 }), reviewer)).status).toBe(403);
  });
});
