// Property: whatever users buy, start, pause, stop (closing or handing back) and however the price moves while robots
// step, no money is created or lost (the ledger balances, no account goes below zero, each robot's fee is one entry)
// and no robot's open margin ever exceeds its allocation.
import { and, eq, inArray, ledgerEntries, robotPositions, robots } from '@platform/db';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { Big } from '../../core/ledger/amounts.ts';
import { ledgerBalanced } from '../../testing/ledger-test-kit.ts';
import { buyRobot, controlRobot, insertProduct, pathDeps, robotUser } from '../../testing/robots-test-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { useFixtureMarket } from '../../testing/trading-test-kit.ts';
import { marginOf, openLots } from './robot-book.ts';
import { stepRobot } from './step-robot.ts';

const t = useTestApp();
const market = useFixtureMarket(t, { AAPL: { bid: '104.98', ask: '105.00' } });
let users: { token: string }[];
let products: number[];
let closes: number[] = [];

beforeAll(async () => {
  users = [];
  // Enough for some robots and orders, not all: refusals are part of the runs.
  for (const amount of ['20000', '6000', '400']) users.push(await robotUser(t.app, t.admin, amount));
  products = [
    (await insertProduct(t.app)).id,
    (
      await insertProduct(t.app, {
        strategy: 'dca',
        defaultParams: { strategy: 'dca', intervalMinutes: 1, quantityPerBuy: 5, maxBuys: 6, takeProfitPercent: '1' },
      })
    ).id,
    (
      await insertProduct(t.app, {
        strategy: 'trend',
        defaultParams: { strategy: 'trend', fastMinutes: 2, slowMinutes: 4, quantity: 20 },
      })
    ).id,
  ];
});

const action = fc.oneof(
  fc.record({
    kind: fc.constant('buy' as const),
    user: fc.integer({ min: 0, max: 2 }),
    product: fc.integer({ min: 0, max: 2 }),
    allocation: fc.integer({ min: 100, max: 8000 }),
    rental: fc.boolean(),
  }),
  fc.record({ kind: fc.constantFrom('start' as const, 'pause' as const), robot: fc.nat() }),
  fc.record({ kind: fc.constant('stop' as const), robot: fc.nat(), mode: fc.constantFrom('close', 'hand_back') }),
  fc.record({ kind: fc.constant('step' as const), robot: fc.nat() }),
  fc.record({ kind: fc.constant('price' as const), cents: fc.integer({ min: 9500, max: 11500 }) }),
);

describe('robots property', () => {
  it('never creates or loses money and keeps each robot within its allocation', { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 14 }), async (actions) => {
        const mine: { id: number; user: number }[] = [];
        let clock = Date.now();
        for (const a of actions) {
          if (a.kind === 'buy') {
            const res = await buyRobot(t.app, users[a.user]!.token, products[a.product]!, {
              plan: a.rental ? 'rental' : 'perpetual',
              ...(a.rental ? { days: 7 } : {}),
              allocation: String(a.allocation),
            });
            expect([200, 400], JSON.stringify(res.body)).toContain(res.status);
            if (res.status === 200) mine.push({ id: res.body.data.robot.id, user: a.user });
          } else if (a.kind === 'price') {
            const bid = new Big(a.cents).div(100);
            market.set('AAPL', { bid: bid.toFixed(2), ask: bid.plus('0.02').toFixed(2) });
            closes = [...closes, bid.toNumber()].slice(-10);
          } else if (mine.length > 0) {
            const robot = mine[a.robot % mine.length]!;
            const token = users[robot.user]!.token;
            if (a.kind === 'step') {
              clock += 60_000;
              await stepRobot(
                pathDeps(t.app, () => closes),
                robot.id,
                new Date(clock),
              );
            } else {
              const res = await controlRobot(
                t.app,
                token,
                robot.id,
                a.kind,
                a.kind === 'stop' ? { positions: a.mode } : {},
              );
              expect([200, 409], JSON.stringify(res.body)).toContain(res.status);
            }
          }
          for (const robot of mine) {
            const [row] = await t.app.db.select().from(robots).where(eq(robots.id, robot.id));
            expect(marginOf(await openLots(t.app.db, robot.id)).lte(row!.allocation)).toBe(true);
          }
        }
        await ledgerBalanced(t.app);
        if (mine.length > 0) {
          const fees = await t.app.db
            .select()
            .from(ledgerEntries)
            .where(
              and(
                eq(ledgerEntries.type, 'robot_fee'),
                inArray(
                  ledgerEntries.causeId,
                  mine.map((r) => r.id),
                ),
              ),
            );
          expect(fees).toHaveLength(mine.length);
        }
      }),
      // A fixed seed: the same runs every time, and they are known to trade (checked below), so the property is not
      // vacuous by chance.
      { numRuns: 15, seed: 20261127 },
    );
    // The runs traded: robots placed orders through the order desk.
    expect((await t.app.db.select().from(robotPositions)).length).toBeGreaterThan(0);
  });
});
