// Property: random orders (market, limit, stop, stop-limit and trailing stop, long and short, any offered leverage),
// cancels, full and partial closes, stop levels, engine passes (triggering stops, moving trailing anchors), retries and
// price paths (gaps included), sent in concurrent batches through the API, keep the trading center sound: every entry
// balanced and the ledger check clean, no user account below zero, equity = balance + floating P/L, an order fills at
// most once, a retried key never trades twice, and holds neither leak nor double: each pending order holds its amount
// through one pending hold, no ended order's hold is pending, and what is frozen is exactly margins plus those holds.
import { pathWith, tradingApi } from '@platform/contracts';
import { and, count, eq, isNull, ledgerHolds, sql, tradeOrders, tradePositions } from '@platform/db';
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
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('stop' as const),
      user,
      side,
      quantity,
      leverage,
      kind: fc.constantFrom('stop' as const, 'stop_limit' as const, 'trail_amount' as const, 'trail_percent' as const),
      // Mostly on the far side of the market; a few on the near side (refused: they would trigger at once).
      offset: fc.integer({ min: -20, max: 500 }),
      limitOffset: fc.integer({ min: -200, max: 200 }),
      timeInForce: fc.constantFrom('day' as const, 'gtc' as const),
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
    case 'stop': {
      const { user: u, side: s, quantity: q, leverage: l, kind, offset, limitOffset, timeInForce } = command;
      const trigger = s === 'buy' ? mid + 2 + offset : mid - offset;
      const body = { symbol: 'AAPL', side: s, quantity: q, leverage: l, timeInForce };
      const typed =
        kind === 'stop'
          ? { type: 'stop', triggerPrice: price(Math.max(1, trigger)) }
          : kind === 'stop_limit'
            ? {
                type: 'stop_limit',
                triggerPrice: price(Math.max(1, trigger)),
                price: price(Math.max(1, trigger + limitOffset)),
              }
            : kind === 'trail_amount'
              ? { type: 'trailing_stop', trailAmount: price(Math.max(1, Math.abs(offset))) }
              : { type: 'trailing_stop', trailPercent: (1 + (Math.abs(offset) % 1000) / 100).toFixed(2) };
      await send(tokens[u]!, tradingApi.placeOrder.path, { ...body, ...typed });
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
  // Holds: one pending hold per pending order, for its held amount; none left pending for an order that ended.
  const pendingOrders = await t.app.db.select().from(tradeOrders).where(eq(tradeOrders.status, 'pending'));
  const orderHolds = await t.app.db
    .select()
    .from(ledgerHolds)
    .where(and(eq(ledgerHolds.causeType, 'order'), eq(ledgerHolds.status, 'pending')));
  expect(orderHolds.map((h) => h.causeId).sort()).toEqual(pendingOrders.map((o) => o.id).sort());
  const holdOf = new Map(orderHolds.map((h) => [h.id, h]));
  for (const o of pendingOrders) {
    const hold = holdOf.get(o.holdId ?? -1);
    expect(hold?.causeId, `order ${o.id}`).toBe(o.id);
    expect(Number(hold?.amount), `order ${o.id}`).toBe(Number(o.heldAmount));
  }
  for (const token of tokens) {
    const { accounts } = (await call(t.app, 'GET', api(tradingApi.account.path), { token })).body.data;
    const usd = accounts.find((a: { currency: string }) => a.currency === 'USD');
    // Frozen = open positions' margins + pending orders' holds, to the cent.
    const frozen = Math.round((Number(usd.balance) - Number(usd.available)) * 100);
    expect(frozen).toBe(Math.round((Number(usd.usedMargin) + Number(usd.pendingMargin)) * 100));
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
    const [triggeredFills] = await t.app.db
      .select({ n: count() })
      .from(tradeOrders)
      .where(and(eq(tradeOrders.status, 'filled'), sql`${tradeOrders.triggeredAt} is not null`));
    const seen = {
      filledAtOnce: placed.filter((st) => st === 'filled').length,
      stopsFilled: triggeredFills?.n ?? 0,
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
