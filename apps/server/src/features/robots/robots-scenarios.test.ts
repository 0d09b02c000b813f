// A grid robot over a recorded price path, in exact decimals: AAPL (fee 0.1 % rounded up to the cent, lot 1), the range
// 100–110 in 5 steps (levels at 100, 102, 104, 106, 108), 10 shares a level, an allocation of 5,000. Its orders go
// through the order engine (origin 'robot'), a purchase over the allocation is skipped, each level sells one line up,
// and its income (realised after fees, unrealised apart) is the sum of its trade log; stopping closes what is left.
import { inboxApi, inboxWords, robotsApi, tradingApi } from '@platform/contracts';
import { eq, ledgerEntries, tradeOrders } from '@platform/db';
import { describe, expect, it } from 'vitest';
import { Big } from '../../core/ledger/amounts.ts';
import { urlOf } from '../../testing/admin-test-kit.ts';
import { call } from '../../testing/api.ts';
import { ledgerBalanced } from '../../testing/ledger-test-kit.ts';
import { balance, keyed } from '../../testing/money-test-kit.ts';
import {
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
const market = useFixtureMarket(t);

const trading = async (token: string) => (await balance(t.app, token, 'USD', 'trading')).total;

describe('a grid robot over a recorded path', { timeout: 120_000 }, () => {
  it('places its orders, skips what exceeds its allocation, and earns what its trade log says', async () => {
    const product = await insertProduct(t.app);
    const { token, user } = await robotUser(t.app, t.admin, '10000');
    market.set('AAPL', { bid: '104.98', ask: '105.00' });
    const bought = await buyRobot(t.app, token, product.id, { plan: 'perpetual', allocation: '5000' });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    const id = bought.body.data.robot.id as number;
    expect(bought.body.data.robot).toMatchObject({ status: 'running', feePaid: '50.00', plan: 'perpetual' });
    const deps = pathDeps(t.app, () => []);
    const at = (bid: string, ask: string) => {
      market.set('AAPL', { bid, ask });
      return stepRobot(deps, id);
    };

    // 105.00: the levels 106 and 108 are at or above the ask: two purchases of 10 at 105.00 (fee 1.05 each).
    expect(await at('104.98', '105.00')).toBe(2);
    // 103.50: level 104 (fee 1.035 → 1.04); 102.00: level 102 (fee 1.02).
    expect(await at('103.48', '103.50')).toBe(1);
    expect(await at('101.98', '102.00')).toBe(1);
    // 100.00: level 100 would take the margin to 4,155 + 1,000 > 5,000: skipped, and said so.
    expect(await at('99.98', '100.00')).toBe(0);
    let detail = (await robotDetail(t.app, token, id)).body.data;
    expect(detail.robot).toMatchObject({ marginInUse: '4155.00', note: 'robotNoteOverAllocation', openPositions: 4 });
    // Bid 104.00 reaches 104, one line above level 102: sold, 20.00 − 1.02 − 1.04 = 17.94.
    expect(await at('104.00', '104.02')).toBe(1);
    // Bid 106.10 sells level 104 (bought 103.50): 26.00 − 1.04 − 1.07 (1.061 up) = 23.89.
    expect(await at('106.10', '106.12')).toBe(1);
    // Bid 108.00 sells level 106 (bought 105.00): 30.00 − 1.05 − 1.08 = 27.87; level 108 waits for 110.
    expect(await at('108.00', '108.02')).toBe(1);

    detail = (await robotDetail(t.app, token, id)).body.data;
    expect(detail.robot).toMatchObject({
      realizedPnl: '69.70',
      unrealizedPnl: '30.00',
      marginInUse: '1050.00',
      openPositions: 1,
      orders: 4,
      note: null,
    });
    const closedLines = detail.trades.filter((t: { state: string }) => t.state === 'closed');
    expect(closedLines.map((t: { realizedPnl: string }) => t.realizedPnl).sort()).toEqual(['17.94', '23.89', '27.87']);
    expect(detail.trades).toHaveLength(4);

    // Each fill and each close moved the owner's money: one message each, the closes saying the robot closed them.
    await t.app.inboxSettled();
    const inbox = (await call(t.app, 'GET', `${urlOf(inboxApi.messages)}?pageSize=100`, { token })).body.data.rows as {
      kind: string;
      params: Record<string, string>;
    }[];
    expect(inbox.filter((m) => m.kind === 'order.filled')).toHaveLength(4);
    const closes = inbox.filter((m) => m.kind === 'position.closed');
    expect(closes).toHaveLength(3);
    expect(closes.every((m) => m.params.reason === 'robot')).toBe(true);
    expect(inboxWords(closes[0]!, 'en').body).toMatch(
      /was closed: your trading robot closed it, as its strategy decided$/,
    );

    // The orders are in the trading records, tagged with the robot.
    const orders = await t.app.db
      .select()
      .from(tradeOrders)
      .where(eq(tradeOrders.userId, user.userId as number))
      .orderBy(tradeOrders.id);
    expect(orders.map((o) => [o.origin, o.side, o.quantity, Number(o.fillPrice)])).toEqual([
      ['robot', 'buy', 10, 105],
      ['robot', 'buy', 10, 105],
      ['robot', 'buy', 10, 103.5],
      ['robot', 'buy', 10, 102],
    ]);

    // Stop, closing: level 108 sells at the bid 108.00: 30.00 − 1.05 − 1.08 = 27.87.
    const stopped = await controlRobot(t.app, token, id, 'stop', { positions: 'close' });
    expect(stopped.status, JSON.stringify(stopped.body)).toBe(200);
    expect(stopped.body.data.robot).toMatchObject({
      status: 'stopped',
      stopReason: 'user',
      realizedPnl: '97.57',
      unrealizedPnl: '0.00',
      marginInUse: '0.00',
      tradingFees: '8.43',
    });
    const logged = stopped.body.data.trades.reduce(
      (sum: Big, t: { realizedPnl: string | null }) => sum.plus(t.realizedPnl ?? 0),
      new Big(0),
    );
    expect(logged.toFixed(2)).toBe('97.57');
    // 10,000 − 50 (the robot) − 8.43 (fees) + 106.00 (price P/L) = 10,047.57.
    expect(await trading(token)).toBe('10047.57');
    const fees = await t.app.db.select().from(ledgerEntries).where(eq(ledgerEntries.type, 'robot_fee'));
    expect(fees.filter((e) => e.causeId === id)).toHaveLength(1);

    const list = await call(t.app, 'GET', `${urlOf(robotsApi.mine)}?status=stopped`, { token });
    expect(list.body.data.rows[0]).toMatchObject({ id, realizedPnl: '97.57', status: 'stopped' });
    await ledgerBalanced(t.app);
  });

  it('a part its owner closes by hand stays the robot’s income; the rest is closed by the stop', async () => {
    const product = await insertProduct(t.app);
    const { token } = await robotUser(t.app, t.admin, '10000');
    market.set('AAPL', { bid: '107.98', ask: '108.00' });
    const id = (await buyRobot(t.app, token, product.id, { plan: 'perpetual', allocation: '5000' })).body.data.robot
      .id as number;
    // 108.00: only level 108 is at or above the ask.
    expect(
      await stepRobot(
        pathDeps(t.app, () => []),
        id,
      ),
    ).toBe(1);
    const [line] = (await robotDetail(t.app, token, id)).body.data.trades;
    market.set('AAPL', { bid: '109.00', ask: '109.02' });
    const part = await keyed(t.app, tradingApi.closePosition.path.replace(':id', String(line.positionId)), token, {
      quantity: 4,
    });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    // 4 of 10 sold at 109.00 by hand: a closed row of its own (with 0.43 of the opening fee), 6 still open.
    let detail = (await robotDetail(t.app, token, id)).body.data;
    expect(detail.trades).toHaveLength(2);
    expect(detail.robot).toMatchObject({ openPositions: 1, orders: 1 });
    const stopped = (await controlRobot(t.app, token, id, 'stop', { positions: 'close' })).body.data;
    const logged = stopped.trades.reduce(
      (sum: Big, t: { realizedPnl: string | null }) => sum.plus(t.realizedPnl ?? 0),
      new Big(0),
    );
    expect(stopped.robot.realizedPnl).toBe(logged.toFixed(2));
    // 10 bought at 108.00 (fee 1.08), sold at 109.00 in two parts (fees 0.436 → 0.44 and 0.654 → 0.66): 10.00 − 2.18.
    expect(stopped.robot.realizedPnl).toBe('7.82');
    expect(stopped.trades.map((t: { state: string }) => t.state)).toEqual(['closed', 'closed']);
    detail = stopped;
    expect(detail.robot.openPositions).toBe(0);
    await ledgerBalanced(t.app);
  });
});
