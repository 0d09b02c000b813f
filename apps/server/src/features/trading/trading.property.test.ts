// Property: random orders (market and limit, long and short, any offered leverage), cancels, full and partial
// closes, stop levels, engine passes, retries and price paths (gaps included), sent in concurrent batches through the
// API, keep the trading center sound: every entry balanced and the ledger check clean, no user account below zero,
// equity = balance + floating P/L, an order fills at most once, a retried key never trades twice.
import { pathWith, tradingApi } from '@platform/contracts';
import { count, eq, isNull, sql, tradePositions } from '@platform/db';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Call, call } from '../../testing/api.ts';
import { ledgerBalanced } from '../../testing/ledger-test-kit.ts';
import { api, keyed, newKey } from '../../testing/money-test-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { fundedTrader, useFixtureMarket } from '../../testing/trading-test-kit.ts';

const tokens: string[] = [];

const t = useTestApp();
const market = useFixtureMarket(t, { AAPL: { bid: '100.00', ask: '100.02' } });
beforeAll(async () => {
  for (let i = 0; i < 3; i++) tokens.push((await fundedTrader(t.app, t.admin, '5000')).token);
});

/** Prices in cents, so every price is on AAPL's 0.01 tick. */
const price = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
const user = fc.integer({ min: 0, max: 2 });
const side = fc.constantFrom('buy' as const, 'sell' as const);
const leverage = fc.constantFrom(1, 2, 5, 10);
const quantity = fc.integer({ min: 1, max: 40 });
const command = fc.oneof(
  { weight: 3, arbitrary: fc.record({ op: fc.constant('market' as const), user, side, quantity, leverage }) },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('limit' as const),
      user,
      side,
      quantity,
      leverage,
      offset: fc.integer({ min: -500, max: 500 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('move' as const), cents: fc.integer({ min: 5_000, max: 15_000 }) }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('pass' as const) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('close' as const), user, pick: fc.nat(), part: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('cancel' as const), user, pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('stops' as const),
      user,
      pick: fc.nat(),
      width: fc.integer({ min: 1, max: 800 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('retry' as const), pick: fc.nat() }) },
);
type Command = typeof command extends fc.Arbitrary<infer T> ? T : never;

let mid = 10_000;
const sent: Array<{ token: string; path: string; body: unknown; key: string; first: Call }> = [];

async function list(token: string, path: string) {
  return (await call(t.app, 'GET', api(path), { token })).body.data.rows as Array<Record<string, unknown>>;
}

async function run(command: Command): Promise<void> {
  const send = async (token: string, path: string, body: unknown) => {
    const key = newKey();
    const first = await keyed(t.app, path, token, body, key);
    expect(first.status, JSON.stringify(first.body)).toBeLessThan(500);
    sent.push({ token, path, body, key, first });
  };
  switch (command.op) {
    case 'move':
      mid = command.cents;
      market.set('AAPL', { bid: price(mid), ask: price(mid + 2) });
      return;
    case 'pass':
      await t.app.trading.engine.runOnce(new Date(), true);
      return;
    case 'market':
    case 'limit': {
      const { op, user: u, side: s, quantity: q, leverage: l } = command;
      const body = { symbol: 'AAPL', type: op, side: s, quantity: q, leverage: l };
      await send(
        tokens[u]!,
        tradingApi.placeOrder.path,
        op === 'limit' ? { ...body, price: price(mid + command.offset) } : body,
      );
      return;
    }
    case 'close':
    case 'stops': {
      const open = await list(tokens[command.user]!, `${tradingApi.positions.path}?state=open`);
      const position = open[command.pick % Math.max(1, open.length)];
      if (!position) return;
      const id = position.id as number;
      if (command.op === 'close') {
        const half = Math.floor((position.quantity as number) / 2);
        await send(
          tokens[command.user]!,
          pathWith(tradingApi.closePosition.path, { id }),
          command.part && half > 0 ? { quantity: half } : {},
        );
        return;
      }
      const long = position.side === 'buy';
      const stopLoss = price(long ? Math.max(1, mid - command.width) : mid + 2 + command.width);
      const res = await call(t.app, 'POST', api(pathWith(tradingApi.setStops.path, { id })), {
        token: tokens[command.user]!,
        body: { stopLoss, takeProfit: null },
      });
      expect(res.status).toBeLessThan(500);
      return;
    }
    case 'cancel': {
      const pending = await list(tokens[command.user]!, `${tradingApi.orders.path}?status=pending`);
      const order = pending[command.pick % Math.max(1, pending.length)];
      if (order)
        await send(tokens[command.user]!, pathWith(tradingApi.cancelOrder.path, { id: order.id as number }), {});
      return;
    }
    case 'retry': {
      const earlier = sent[command.pick % Math.max(1, sent.length)];
      if (!earlier) return;
      const again = await keyed(t.app, earlier.path, earlier.token, earlier.body, earlier.key);
      expect(again.status).toBe(earlier.first.status);
      expect(again.body.data).toEqual(earlier.first.body.data);
    }
  }
}

async function expectSound() {
  await ledgerBalanced(t.app);
  // An order opens at most one position (parts closed later name the position they came from, not the order).
  const [twice] = await t.app.db
    .select({ n: count() })
    .from(
      t.app.db
        .select({ orderId: tradePositions.orderId })
        .from(tradePositions)
        .where(isNull(tradePositions.splitFrom))
        .groupBy(tradePositions.orderId)
        .having(sql`count(*) > 1`)
        .as('twice'),
    );
  expect(twice?.n).toBe(0);
  for (const token of tokens) {
    const { accounts } = (await call(t.app, 'GET', api(tradingApi.account.path), { token })).body.data;
    const usd = accounts.find((a: { currency: string }) => a.currency === 'USD');
    const open = await list(token, `${tradingApi.positions.path}?state=open&pageSize=100`);
    const floating = open.reduce((sum, p) => sum + Math.round(Number(p.floatingPnl) * 100), 0);
    expect(Math.round(Number(usd.equity) * 100)).toBe(Math.round(Number(usd.balance) * 100) + floating);
    expect(Number(usd.balance)).toBeGreaterThanOrEqual(0);
    const used = open.reduce((sum, p) => sum + Math.round(Number(p.margin) * 100), 0);
    expect(Math.round(Number(usd.usedMargin) * 100)).toBe(used);
  }
  const [stillOpen] = await t.app.db
    .select({ n: count() })
    .from(tradePositions)
    .where(eq(tradePositions.state, 'open'));
  expect(stillOpen?.n).toBeGreaterThanOrEqual(0);
}

describe('trading under random orders, prices and retries', () => {
  it('keeps the ledger sound, accounts above zero, equity = balance + floating, one fill per order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(command, { minLength: 1, maxLength: 4 }), { minLength: 4, maxLength: 10 }),
        async (batches) => {
          for (const batch of batches) await Promise.all(batch.map(run));
          await t.app.trading.engine.runOnce(new Date(), true);
          await expectSound();
        },
      ),
      { numRuns: 16, seed: 20261123 },
    );
    // The runs did trade: orders filled at once and at the engine, rested, were cancelled, closed and refused.
    const ok = (path: RegExp) => sent.filter((s) => path.test(s.path) && s.first.status === 200);
    const placed = ok(/orders$/).map((s) => s.first.body.data.order.status as string);
    const [positions] = await t.app.db.select({ n: count() }).from(tradePositions);
    const seen = {
      filledAtOnce: placed.filter((st) => st === 'filled').length,
      rested: placed.filter((st) => st === 'pending').length,
      cancelled: ok(/cancel$/).length,
      closed: ok(/close$/).length,
      refused: sent.filter((s) => s.first.status !== 200).length,
      positions: positions?.n ?? 0,
    };
    console.info('[trading property]', JSON.stringify(seen));
    for (const [what, n] of Object.entries(seen)) expect(n, what).toBeGreaterThan(0);
  }, 240_000);
});
