// One offering for its back-office page (admins; 404 when there is none), and whether the server is a sandbox, which
// any operator may ask (a mediator's case page has a sandbox control too), a customer not.
import { adminApi, ipoAdminApi } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { createOperator, urlOf } from '../../../testing/admin-test-kit.ts';
import { call, signUp } from '../../../testing/api.ts';
import { createOffering } from '../../../testing/ipo-test-kit.ts';
import { useTestApp } from '../../../testing/test-app.ts';

const t = useTestApp();

describe('an offering’s page', { timeout: 120_000 }, () => {
  it('reads one offering as the list shows it', async () => {
    const created = await createOffering(t.app, t.admin);
    const res = await call(t.app, 'GET', urlOf(ipoAdminApi.offering, { id: created.id }), { token: t.admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: created.id,
      symbol: created.symbol,
      phase: 'purchasable',
      subscriptions: 0,
    });
    expect((await call(t.app, 'GET', urlOf(ipoAdminApi.offering, { id: 999_999 }), { token: t.admin })).status).toBe(
      404,
    );
    const reviewer = (await createOperator(t.app, t.admin, ['reviewer'])).token;
    expect(
      (await call(t.app, 'GET', urlOf(ipoAdminApi.offering, { id: created.id }), { token: reviewer })).status,
    ).toBe(403);
  });

  it('tells any operator whether the server is a sandbox, and no customer', async () => {
    const mediator = (await createOperator(t.app, t.admin, ['mediator'])).token;
    const res = await call(t.app, 'GET', urlOf(adminApi.sandbox), { token: mediator });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ sandbox: true });
    const customer = await signUp(t.app);
    expect((await call(t.app, 'GET', urlOf(adminApi.sandbox), { token: customer.token })).status).toBe(403);
  });
});
