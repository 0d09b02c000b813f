// A robot's life: paused it places nothing and starting it again trades; a rental past its end is stopped by the job,
// its open positions handed back (still open, now the user's, outside the robot's income) and its owner told; and a
// restart (a new app over the same database) keeps a running robot running, stepped by the new node's job runner.

import { moneyApi } from '@platform/contracts';
import { eq, inboxMessages, robotPositions, robots, tradePositions } from '@platform/db';
import { describe, expect, it, vi } from 'vitest';
import { ledgerBalanced } from '../../testing/ledger-test-kit.ts';
import { balance, keyed } from '../../testing/money-test-kit.ts';
import { boughtRobot, controlRobot, pathDeps, robotDetail, robotRow } from '../../testing/robots-test-kit.ts';
import { createTestApp, type TestApp, useTestApp } from '../../testing/test-app.ts';
import { tradeAt, useFixtureMarket } from '../../testing/trading-test-kit.ts';
import { runRobots } from './robots-job.ts';
import { stepRobot } from './step-robot.ts';

const t = useTestApp();
useFixtureMarket(t, { AAPL: { bid: '104.98', ask: '105.00' } });

describe('a robot’s life', { timeout: 120_000 }, () => {
  it('paused it places nothing; started again it trades', async () => {
    const { token, bought, id } = await boughtRobot(t.app, t.admin, '10000', {
      plan: 'perpetual',
      allocation: '5000',
      start: false,
    });
    expect(bought.body.data.robot.status).toBe('paused');
    const deps = pathDeps(t.app, () => []);
    expect(await stepRobot(deps, id)).toBe(0);
    expect((await controlRobot(t.app, token, id, 'start')).body.data.robot.status).toBe('running');
    expect(await stepRobot(deps, id)).toBe(2);
    expect((await controlRobot(t.app, token, id, 'pause')).body.data.robot).toMatchObject({
      status: 'paused',
      openPositions: 2,
    });
    expect(await stepRobot(deps, id)).toBe(0);
    await ledgerBalanced(t.app);
  });

  it('an order the desk refuses leaves nothing and becomes the robot’s note', async () => {
    const { token, id } = await boughtRobot(t.app, t.admin, '2000', { plan: 'perpetual', allocation: '1900' });
    // The allocation is a budget, not a hold: the user moves most of the money out.
    const moved = await keyed(t.app, moneyApi.createTransfer.path, token, {
      from: 'trading',
      to: 'funding',
      currency: 'USD',
      amount: '1500',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(
      await stepRobot(
        pathDeps(t.app, () => []),
        id,
      ),
    ).toBe(0);
    const detail = (await robotDetail(t.app, token, id)).body.data;
    expect(detail.robot).toMatchObject({ status: 'running', note: 'robotNoteRefused', openPositions: 0, orders: 0 });
    expect(detail.robot.noteParams.reason).toBeTruthy();
    expect(await balance(t.app, token, 'USD', 'trading')).toMatchObject({ total: '450.00', frozen: '0.00' });
    await ledgerBalanced(t.app);
  });

  it('a rental past its end stops, hands its positions back and tells its owner', async () => {
    const { token, user, bought, id } = await boughtRobot(t.app, t.admin, '10000', {
      plan: 'rental',
      days: 7,
      allocation: '5000',
    });
    const robot = bought.body.data.robot;
    expect(robot).toMatchObject({ plan: 'rental', rentDays: 7, feePaid: '5.00' });
    expect(new Date(robot.expiresAt).getTime() - new Date(robot.purchasedAt).getTime()).toBe(7 * 86_400_000);
    const deps = pathDeps(t.app, () => []);
    expect(await stepRobot(deps, id)).toBe(2);

    // Before its end nothing happens; then time passes.
    await runRobots(deps, new Date(new Date(robot.expiresAt).getTime() - 1000));
    expect((await robotRow(t.app, id)).status).toBe('running');
    await t.app.db
      .update(robots)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(robots.id, id));
    await runRobots(deps);
    const detail = (await robotDetail(t.app, token, id)).body.data;
    expect(detail.robot).toMatchObject({
      status: 'stopped',
      stopReason: 'expired',
      openPositions: 0,
      marginInUse: '0.00',
    });
    expect(detail.trades.map((t: { state: string }) => t.state)).toEqual(['handed_back', 'handed_back']);
    const open = await t.app.db.select().from(tradePositions).where(eq(tradePositions.userId, user.userId));
    expect(open.map((p) => [p.state, p.origin])).toEqual([
      ['open', 'robot'],
      ['open', 'robot'],
    ]);
    await vi.waitFor(async () => {
      const inbox = await t.app.db.select().from(inboxMessages).where(eq(inboxMessages.userId, user.userId));
      expect(inbox.find((m) => m.kind === 'robot.expired')?.params).toMatchObject({ id: String(id), positions: '2' });
    });
    // An expired rental cannot be started again.
    expect((await controlRobot(t.app, token, id, 'start')).status).toBe(409);
    await ledgerBalanced(t.app);
  });

  it('a restart keeps a running robot running, stepped by the one node holding the job lease', async () => {
    const { id } = await boughtRobot(t.app, t.admin, '10000', { plan: 'perpetual', allocation: '5000' });
    await t.app.close();
    // Two nodes come up over the same database; both define and start the job, one runs it.
    const nodes = [
      (await createTestApp({}, { database: t.database })).app,
      (await createTestApp({}, { database: t.database })).app,
    ];
    try {
      for (const node of nodes) tradeAt(node).set('AAPL', { bid: '104.98', ask: '105.00' });
      const [row] = await nodes[0]!.db.select().from(robots).where(eq(robots.id, id));
      expect(row).toMatchObject({ status: 'running', lastStepAt: null });
      for (const node of nodes) node.jobs.start('trading robots');
      await vi.waitFor(
        async () => {
          const [stepped] = await nodes[0]!.db.select().from(robots).where(eq(robots.id, id));
          expect(stepped!.lastStepAt).not.toBeNull();
        },
        { timeout: 40_000, interval: 500 },
      );
      const [after] = await nodes[0]!.db.select().from(robots).where(eq(robots.id, id));
      expect(after!.status).toBe('running');
      const runsOf = (node: TestApp) => node.jobs.stats().find((j) => j.name === 'trading robots')?.runs ?? 0;
      expect(nodes.filter((node) => node.jobs.holding())).toHaveLength(1);
      expect(nodes.filter((node) => runsOf(node) > 0)).toHaveLength(1);
      // Its two levels above the price (106, 108) were bought once, however many times and wherever the job ran.
      await vi.waitFor(async () => {
        const links = await nodes[0]!.db.select().from(robotPositions).where(eq(robotPositions.robotId, id));
        expect(links).toHaveLength(2);
      });
    } finally {
      for (const node of nodes) await node.close();
    }
  });
});
