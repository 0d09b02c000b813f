// The back office's catalogue: every product with its uptake; a change is audited with its reason and applies to later
// purchases (a robot already bought keeps its price and parameters); bad parameters are refused on their field; users
// cannot reach it.
import { robotsAdminApi, robotsApi } from '@platform/contracts';
import { and, auditLog, eq } from '@platform/db';
import { describe, expect, it } from 'vitest';
import { urlOf } from '../../testing/admin-test-kit.ts';
import { call } from '../../testing/api.ts';
import { boughtRobot, robotDetail } from '../../testing/robots-test-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { useFixtureMarket } from '../../testing/trading-test-kit.ts';

const t = useTestApp();
useFixtureMarket(t, { AAPL: { bid: '104.98', ask: '105.00' } });

describe('the robot catalogue in the back office', { timeout: 120_000 }, () => {
  it('lists, changes with a reason, and keeps what was bought', async () => {
    const { token, product, id } = await boughtRobot(t.app, t.admin, '10000', {
      plan: 'perpetual',
      allocation: '1000',
    });

    const list = await call(t.app, 'GET', urlOf(robotsAdminApi.products), { token: t.admin });
    expect(list.body.data.find((p: { id: number }) => p.id === product.id)).toMatchObject({ robots: 1, running: 1 });
    expect(list.body.data.length).toBeGreaterThanOrEqual(5);

    const body = {
      name: `${product.name} v2`,
      description: 'Cheaper, wider.',
      defaultParams: { strategy: 'grid', lowerPrice: '90', upperPrice: '120', levels: 10, quantityPerLevel: 5 },
      buyPrice: '25.00',
      rentOptions: [{ days: 14, fee: '7.50' }],
      minAllocation: '200',
      active: true,
      reason: 'Pricing review',
    };
    const url = urlOf(robotsAdminApi.updateProduct, { id: product.id });
    const saved = await call(t.app, 'POST', url, { token: t.admin, body });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ buyPrice: '25.00', rentOptions: [{ days: 14, fee: '7.50' }], robots: 1 });
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'robots.product.update'), eq(auditLog.targetId, String(product.id))));
    expect(audit).toMatchObject({ reason: 'Pricing review' });

    const preview = await call(
      t.app,
      'GET',
      `${urlOf(robotsApi.preview, { id: product.id })}?plan=rental&days=14&allocation=300`,
      { token },
    );
    expect(preview.body.data).toMatchObject({ fee: '7.50', days: 14 });
    expect((await robotDetail(t.app, token, id)).body.data.robot).toMatchObject({ feePaid: '50.00' });

    const wrong = await call(t.app, 'POST', url, {
      token: t.admin,
      body: {
        ...body,
        defaultParams: { strategy: 'dca', intervalMinutes: 5, quantityPerBuy: 1, maxBuys: 3, takeProfitPercent: '1' },
      },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data[0].field).toBe('defaultParams.strategy');
    expect((await call(t.app, 'POST', url, { token: t.admin, body: { ...body, reason: '' } })).status).toBe(400);
    expect((await call(t.app, 'POST', url, { token, body })).status).toBe(403);
    expect((await call(t.app, 'GET', urlOf(robotsAdminApi.products), { token })).status).toBe(403);
  });

  it('sorts the products by name or instrument either way, and refuses any other sort on its field', async () => {
    const products = async (sort: string) =>
      (await call(t.app, 'GET', `${urlOf(robotsAdminApi.products)}?sort=${sort}`, { token: t.admin })).body.data as {
        name: string;
        symbol: string;
      }[];
    const byName = (await products('name')).map((p) => p.name);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b)));
    expect((await products('-name')).map((p) => p.name)).toEqual([...byName].reverse());
    const bySymbol = (await products('-symbol')).map((p) => p.symbol);
    expect(bySymbol).toEqual([...bySymbol].sort().reverse());

    const bad = await call(t.app, 'GET', `${urlOf(robotsAdminApi.products)}?sort=robots`, { token: t.admin });
    expect(bad.status).toBe(400);
    expect(bad.body.data.map((e: { field: string }) => e.field)).toEqual(['sort']);
  });
});
