// The seeded catalogue against the live simulator: one robot per strategy, each with its instrument's terms and sane
// defaults (a grid's range around the live price), and a backtest over the recorded minute bars of the last two days.
import { robotBacktestView, robotParams, robotProductView, robotsApi } from '@platform/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { Big } from '../../core/ledger/amounts.ts';
import { urlOf } from '../../testing/admin-test-kit.ts';
import { call, signIn, signUp } from '../../testing/api.ts';
import { buyRobot, controlRobot, robotUser } from '../../testing/robots-test-kit.ts';
import { ADMIN, useTestApp } from '../../testing/test-app.ts';

const t = useTestApp({ admin: false });
let token: string;

beforeAll(async () => {
  token = (await signUp(t.app)).token;
});

describe('the robot catalogue', { timeout: 120_000 }, () => {
  it('offers one robot per strategy with its terms and defaults', async () => {
    const res = await call(t.app, 'GET', urlOf(robotsApi.products), { token });
    expect(res.status).toBe(200);
    const products = res.body.data.map((p: unknown) => robotProductView.parse(p));
    expect(products.map((p: { strategy: string }) => p.strategy).sort()).toEqual([
      'dca',
      'grid',
      'mean_reversion',
      'trend',
    ]);
    for (const p of products) expect(robotParams.safeParse(p.defaultParams).success, p.name).toBe(true);
    const grid = products.find((p: { strategy: string }) => p.strategy === 'grid')!;
    const quote = t.app.market.quote(grid.symbol)!;
    const mid = (Number(quote.bid) + Number(quote.ask)) / 2;
    expect(Number(grid.defaultParams.lowerPrice)).toBeLessThan(mid);
    expect(Number(grid.defaultParams.upperPrice)).toBeGreaterThan(mid);
    const euro = products.find((p: { strategy: string }) => p.strategy === 'mean_reversion')!;
    expect(euro).toMatchObject({ symbol: 'EURUSD', lotSize: 1000, currency: 'USD' });
  });

  it('backtests each robot over the recorded bars', async () => {
    const { body } = await call(t.app, 'GET', urlOf(robotsApi.products), { token });
    for (const product of body.data as { id: number; name: string }[]) {
      const started = performance.now();
      const res = await call(t.app, 'POST', urlOf(robotsApi.backtest, { id: product.id }), { token, body: {} });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const view = robotBacktestView.parse(res.body.data);
      expect(view.bars, product.name).toBeGreaterThan(1000);
      expect(view.equity.length).toBeLessThanOrEqual(200);
      expect(performance.now() - started, product.name).toBeLessThan(5000);
    }
    const unknown = await call(t.app, 'POST', urlOf(robotsApi.backtest, { id: 999_999 }), { token, body: {} });
    expect(unknown.status).toBe(404);
  });

  it('the seeded grid bought with its defaults trades at the live price on step-now, and stops with its income', async () => {
    const admin = await signIn(t.app, ADMIN.email, ADMIN.password);
    const buyer = await robotUser(t.app, admin, '20000');
    const products = (await call(t.app, 'GET', urlOf(robotsApi.products), { token: buyer.token })).body.data;
    const grid = products.find((p: { strategy: string }) => p.strategy === 'grid');
    const bought = await buyRobot(t.app, buyer.token, grid.id, {
      plan: 'rental',
      days: 7,
      allocation: '5000',
      params: grid.defaultParams,
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    const id = bought.body.data.robot.id as number;
    const stepped = await call(t.app, 'POST', urlOf(robotsApi.stepNow, { id }), { token: buyer.token });
    expect(stepped.status, JSON.stringify(stepped.body)).toBe(200);
    // Centred on the live price, the levels above it are bought at once.
    expect(stepped.body.data.robot.orders).toBeGreaterThan(0);
    expect(stepped.body.data.trades[0]).toMatchObject({ side: 'buy', state: 'open' });
    const stopped = await controlRobot(t.app, buyer.token, id, 'stop', { positions: 'close' });
    expect(stopped.status, JSON.stringify(stopped.body)).toBe(200);
    const logged = stopped.body.data.trades.reduce(
      (sum: Big, t: { realizedPnl: string | null }) => sum.plus(t.realizedPnl ?? 0),
      new Big(0),
    );
    expect(stopped.body.data.robot.realizedPnl).toBe(logged.toFixed(2));
    expect(stopped.body.data.robot).toMatchObject({ status: 'stopped', openPositions: 0, unrealizedPnl: '0.00' });
    const options = await call(t.app, 'GET', urlOf(robotsApi.options), { token: buyer.token });
    expect(options.body.data).toEqual({ sandbox: true, stepEveryMs: 15_000 });
  });
});
