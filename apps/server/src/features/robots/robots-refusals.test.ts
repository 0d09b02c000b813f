// Refusals on their fields that change nothing (an unknown product, bad parameters, an allocation over free margin or
// under the minimum, a rental period not offered, an unverified user); another user's robot answers 404; twenty
// purchases with one key make one robot and one fee, twenty stops at once stop it once.
import { robotsApi } from '@platform/contracts';
import { and, eq, ledgerEntries, robots, tradePositions } from '@platform/db';
import { describe, expect, it } from 'vitest';
import { urlOf } from '../../testing/admin-test-kit.ts';
import { call, signUp } from '../../testing/api.ts';
import { ledgerBalanced } from '../../testing/ledger-test-kit.ts';
import { balance, newKey } from '../../testing/money-test-kit.ts';
import {
  boughtRobot,
  buyRobot,
  controlRobot,
  insertProduct,
  pathDeps,
  robotDetail,
  robotUser,
} from '../../testing/robots-test-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { useFixtureMarket } from '../../testing/trading-test-kit.ts';
import { stepRobot } from './step-robot.ts';

const t = useTestApp();
const market = useFixtureMarket(t, { AAPL: { bid: '104.98', ask: '105.00' } });

const robotsOf = (userId: number) => t.app.db.select().from(robots).where(eq(robots.userId, userId));
const feesOf = (robotId: number) =>
  t.app.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.type, 'robot_fee'), eq(ledgerEntries.causeId, robotId)));

describe('robot refusals', { timeout: 120_000 }, () => {
  it('refuses on the field and changes nothing', async () => {
    const grid = await insertProduct(t.app);
    const euro = await insertProduct(t.app, {
      strategy: 'mean_reversion',
      symbol: 'EURUSD',
      defaultParams: { strategy: 'mean_reversion', lookbackMinutes: 60, entryDeviations: 2, quantity: 1000 },
    });
    const { token, user } = await robotUser(t.app, t.admin, '1000');
    const cases: [number, object, string][] = [
      [999_999, { plan: 'perpetual', allocation: '100' }, 'productId'],
      [grid.id, { plan: 'perpetual', allocation: '951' }, 'allocation'],
      [grid.id, { plan: 'perpetual', allocation: '99.99' }, 'allocation'],
      [grid.id, { plan: 'perpetual', allocation: '1.234' }, 'allocation'],
      [grid.id, { plan: 'rental', days: 10, allocation: '100' }, 'days'],
      [grid.id, { plan: 'lease', allocation: '100' }, 'plan'],
      [
        grid.id,
        {
          plan: 'perpetual',
          allocation: '100',
          params: { strategy: 'grid', lowerPrice: '110', upperPrice: '100', levels: 5, quantityPerLevel: 1 },
        },
        'params.upperPrice',
      ],
      [
        grid.id,
        {
          plan: 'perpetual',
          allocation: '100',
          params: { strategy: 'trend', fastMinutes: 5, slowMinutes: 20, quantity: 1 },
        },
        'params.strategy',
      ],
      [
        euro.id,
        {
          plan: 'perpetual',
          allocation: '100',
          params: { strategy: 'mean_reversion', lookbackMinutes: 60, entryDeviations: 2, quantity: 500 },
        },
        'params.quantity',
      ],
    ];
    for (const [productId, body, field] of cases) {
      const res = await buyRobot(t.app, token, productId, body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(
        res.body.data.map((e: { field: string }) => e.field),
        JSON.stringify(res.body),
      ).toContain(field);
    }
    // 950 (= 1,000 − the 50 fee) is the most it can allocate: accepted.
    const preview = await call(
      t.app,
      'GET',
      `${urlOf(robotsApi.preview, { id: grid.id })}?plan=perpetual&allocation=950`,
      {
        token,
      },
    );
    expect(preview.body.data).toMatchObject({
      fee: '50.00',
      freeMargin: '1000.00',
      freeMarginAfter: '0.00',
      expiresAt: null,
    });
    expect(await robotsOf(user.userId)).toHaveLength(0);
    expect(await balance(t.app, token, 'USD', 'trading')).toMatchObject({ total: '1000.00', frozen: '0.00' });

    // No verified identity: refused, nothing charged.
    const unverified = await signUp(t.app);
    const res = await buyRobot(t.app, unverified.token, grid.id, { plan: 'perpetual', allocation: '100' });
    expect(res.status).not.toBe(200);
    expect(await robotsOf(unverified.user.userId)).toHaveLength(0);
    await ledgerBalanced(t.app);
  });

  it("answers 404 for another user's robot", async () => {
    const product = await insertProduct(t.app);
    const owner = await robotUser(t.app, t.admin, '2000');
    const other = await robotUser(t.app, t.admin, '2000');
    const bought = await buyRobot(t.app, owner.token, product.id, { plan: 'perpetual', allocation: '1000' });
    const id = bought.body.data.robot.id as number;
    expect((await robotDetail(t.app, other.token, id)).status).toBe(404);
    for (const action of ['start', 'pause'] as const) {
      expect((await controlRobot(t.app, other.token, id, action)).status).toBe(404);
    }
    expect((await controlRobot(t.app, other.token, id, 'stop', { positions: 'close' })).status).toBe(404);
    expect((await call(t.app, 'POST', urlOf(robotsApi.stepNow, { id }), { token: other.token })).status).toBe(404);
    const list = await call(t.app, 'GET', urlOf(robotsApi.mine), { token: other.token });
    expect(list.body.data).toMatchObject({ rows: [], total: 0 });
    expect((await robotDetail(t.app, owner.token, id)).body.data.robot.status).toBe('running');
  });

  it('twenty purchases with one key make one robot and charge one fee', async () => {
    const product = await insertProduct(t.app);
    const { token, user } = await robotUser(t.app, t.admin, '5000');
    const key = newKey();
    const burst = await Promise.all(
      Array.from({ length: 20 }, () =>
        buyRobot(t.app, token, product.id, { plan: 'rental', days: 7, allocation: '1000' }, key),
      ),
    );
    for (const r of burst) expect([200, 409], JSON.stringify(r.body)).toContain(r.status);
    const mine = await robotsOf(user.userId);
    expect(mine).toHaveLength(1);
    expect(await feesOf(mine[0]!.id)).toHaveLength(1);
    expect(await balance(t.app, token, 'USD', 'trading')).toMatchObject({ total: '4995.00' });
    await ledgerBalanced(t.app);
  });

  it('twenty stops at once stop the robot once, each position closed once', async () => {
    const { token, user, id } = await boughtRobot(t.app, t.admin, '10000', { plan: 'perpetual', allocation: '5000' });
    market.set('AAPL', { bid: '104.98', ask: '105.00' });
    expect(
      await stepRobot(
        pathDeps(t.app, () => []),
        id,
      ),
    ).toBe(2);
    market.set('AAPL', { bid: '105.98', ask: '106.00' });
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => controlRobot(t.app, token, id, 'stop', { positions: 'close' })),
    );
    for (const r of burst) expect([200, 409], JSON.stringify(r.body)).toContain(r.status);
    const positions = await t.app.db.select().from(tradePositions).where(eq(tradePositions.userId, user.userId));
    expect(positions.map((p) => p.state)).toEqual(['closed', 'closed']);
    const detail = (await robotDetail(t.app, token, id)).body.data;
    // Each of 10 at 105.00 sold at 105.98: 9.80 − 1.05 − 1.06 = 7.69.
    expect(detail.robot).toMatchObject({ status: 'stopped', realizedPnl: '15.38', openPositions: 0 });
    expect(await balance(t.app, token, 'USD', 'trading')).toMatchObject({ total: '9965.38', frozen: '0.00' });
    // Stopped: pausing is refused, stopping again changes nothing.
    expect((await controlRobot(t.app, token, id, 'pause')).status).toBe(409);
    expect((await controlRobot(t.app, token, id, 'stop', { positions: 'hand_back' })).body.data.robot.realizedPnl).toBe(
      '15.38',
    );
    await ledgerBalanced(t.app);
  });
});
