// The strategy runner trading for real: a trend institution on AAPL (fees 0.1%, lot 1) fed a fixed path of minute
// closes buys through the order desk when the fast average rises above the slow one and sells when it falls below,
// and marks its equity (balance + floating P/L at the live quotes) every run, market open or not.
import { followApi } from '@platform/contracts';
import { and, eq, followMarks, followOrders, tradePositions } from '@platform/db';
import { describe, expect, it } from 'vitest';
import { urlOf } from '../../testing/admin-test-kit.ts';
import { call } from '../../testing/api.ts';
import { createInstitution, follower, placeFollow } from '../../testing/follow-test-kit.ts';
import { ledgerBalanced } from '../../testing/ledger-test-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { useFixtureMarket } from '../../testing/trading-test-kit.ts';
import type { FollowDeps } from './follow-deps.ts';
import { runInstitution } from './follow-job.ts';
import { MAX_POINTS } from './track-record.ts';

let path: number[] = [];

const t = useTestApp();
const market = useFixtureMarket(t);

const deps = (): FollowDeps => ({
  db: t.app.db,
  desk: t.app.orderDesk,
  bars: { closes: (_symbol, count) => path.slice(-count) },
  publish: (event) => t.app.events.publish(event),
  log: t.app.log,
});

describe('the strategy runner', { timeout: 120_000 }, () => {
  it('trades by its rules through the order desk and marks its equity every run', async () => {
    const institution = await createInstitution(t.app, t.admin);
    const { token } = await follower(t.app, t.admin, '5000');
    const placed = await placeFollow(t.app, token, institution.id, { amount: '5000', periodDays: 30 });
    const positions = () =>
      t.app.db
        .select()
        .from(tradePositions)
        .where(and(eq(tradePositions.userId, institution.userId)))
        .orderBy(tradePositions.id);

    // Closed market: no trade, but a mark at the capital.
    market.set('AAPL', { bid: '99.98', ask: '100.00', status: 'closed' });
    path = [100, 101, 102, 103, 104];
    expect((await runInstitution(deps(), institution)).equity).toBe('1000000.00');
    expect(await positions()).toHaveLength(0);
    const [started] = await t.app.db.select().from(followOrders).where(eq(followOrders.id, placed.body.data.id));
    expect(started).toMatchObject({ status: 'running', startEquity: '1000000.00', highWaterMark: '1' });

    // Open, fast (103.5) above slow (102.5): long 50% of equity at the ask: 500,000 / (100 × 1.001) → 4,995 shares.
    market.set('AAPL', { bid: '99.98', ask: '100.00' });
    const long = await runInstitution(deps(), institution);
    const [bought] = await positions();
    expect(bought).toMatchObject({ side: 'buy', quantity: 4995, leverage: 1, origin: 'institution', state: 'open' });
    expect(Number(bought!.openPrice)).toBe(100);
    // 1,000,000 − fee 499.50 + floating (99.98 − 100) × 4,995 = −99.90
    expect(long.equity).toBe('999400.60');

    // Still long: nothing more is bought.
    await runInstitution(deps(), institution);
    expect(await positions()).toHaveLength(1);

    // Fast (101.5) below slow (102.5): flat, sold at the bid 101: +4,995 less the fee 504.50 (101 × 4,995 × 0.1%).
    market.set('AAPL', { bid: '101.00', ask: '101.02' });
    path = [104, 103, 102, 101];
    const flat = await runInstitution(deps(), institution);
    const [sold] = await positions();
    expect(sold).toMatchObject({ state: 'closed', realizedPnl: '4995.00' });
    expect(flat.equity).toBe('1003991.00');

    const marks = await t.app.db.select().from(followMarks).where(eq(followMarks.institutionId, institution.id));
    expect(marks.map((m) => m.equity)).toEqual(['1000000.00', '999400.60', '999400.60', '1003991.00']);

    const detail = (await call(t.app, 'GET', urlOf(followApi.institution, { id: institution.id }), { token })).body
      .data;
    expect(detail.institution).toMatchObject({
      trades: 2,
      equity: '1003991.00',
      returns: { all: '0.40' },
      maxDrawdown: '-0.06',
    });
    expect(
      detail.recentTrades.map((t: { side: string; realizedPnl: string | null }) => [t.side, t.realizedPnl]),
    ).toEqual([
      ['sell', '4995.00'],
      ['buy', null],
    ]);
    expect(detail.equity).toHaveLength(4);
    // The follower's order, live at the latest mark: +0.3991% of 5,000 = 19.96 gross.
    const mine = (await call(t.app, 'GET', urlOf(followApi.order, { id: placed.body.data.id }), { token })).body.data;
    expect(mine).toMatchObject({ status: 'running', returnPercent: '0.40', grossPnl: '19.96' });
    await ledgerBalanced(t.app);
  });

  it('an index tracker buys equal parts and rebalances once a weight drifts past its limit', async () => {
    const institution = await createInstitution(t.app, t.admin, {
      params: { strategy: 'index_tracker', symbols: ['AAPL', 'MSFT'], driftPercent: 5 },
    });
    const held = async () => {
      const rows = await t.app.db
        .select()
        .from(tradePositions)
        .where(and(eq(tradePositions.userId, institution.userId), eq(tradePositions.state, 'open')));
      const out: Record<string, number> = {};
      for (const r of rows) out[r.symbol] = (out[r.symbol] ?? 0) + r.quantity;
      return out;
    };
    market.set('AAPL', { bid: '100.00', ask: '100.00' });
    market.set('MSFT', { bid: '400.00', ask: '400.00' });
    // 500,000 each at the ask with the 0.1% fee: 4,995 AAPL and 1,248 MSFT.
    await runInstitution(deps(), institution);
    expect(await held()).toEqual({ AAPL: 4995, MSFT: 1248 });
    // Within the drift: nothing moves.
    market.set('AAPL', { bid: '104.00', ask: '104.00' });
    await runInstitution(deps(), institution);
    expect(await held()).toEqual({ AAPL: 4995, MSFT: 1248 });
    // AAPL at 130: 649,350 of 1,147,550 ≈ 56.6% (6.6 points off): back to half each.
    market.set('AAPL', { bid: '130.00', ask: '130.00' });
    const mark = await runInstitution(deps(), institution);
    const after = await held();
    expect(after.AAPL).toBeLessThan(4995);
    const aapl = (after.AAPL ?? 0) * 130;
    const msft = (after.MSFT ?? 0) * 400;
    expect(Math.abs(aapl / Number(mark.equity) - 0.5)).toBeLessThan(0.01);
    expect(Math.abs(msft / Number(mark.equity) - 0.5)).toBeLessThan(0.01);
    await ledgerBalanced(t.app);
  });

  it('a mean-reversion book buys a fall below its band and sells back at the mean', async () => {
    const institution = await createInstitution(t.app, t.admin, {
      params: {
        strategy: 'mean_reversion',
        symbol: 'AAPL',
        lookbackMinutes: 5,
        entryDeviations: 1,
        exposurePercent: 10,
      },
    });
    const open = () =>
      t.app.db
        .select()
        .from(tradePositions)
        .where(and(eq(tradePositions.userId, institution.userId), eq(tradePositions.state, 'open')));
    market.set('AAPL', { bid: '90.00', ask: '90.00' });
    path = [100, 100, 100, 100, 99];
    await runInstitution(deps(), institution);
    // 99 against a mean of 99.8 and a deviation of 0.4: below 99.4, so it buys.
    expect(await open()).toHaveLength(1);
    const [position] = await open();
    // 10% of 1,000,000 at 90 with the 0.1% fee: 100,000 / 90.09 = 1,110.001 → 1,110 shares.
    expect(position).toMatchObject({ quantity: 1110, origin: 'institution' });
    // Still below the mean (99.7): held.
    path = [100, 100, 100, 100, 99, 99.5];
    await runInstitution(deps(), institution);
    expect(await open()).toHaveLength(1);
    // 101 is above the mean (99.9): sold.
    path = [100, 99, 99.5, 100, 101];
    await runInstitution(deps(), institution);
    expect(await open()).toHaveLength(0);
    await ledgerBalanced(t.app);
  });

  it('the page thins the equity curve to at most 200 points, first and latest kept', async () => {
    const institution = await createInstitution(t.app, t.admin);
    const start = Date.now() - 500 * 60_000;
    await t.app.db.insert(followMarks).values(
      Array.from({ length: 450 }, (_, i) => ({
        institutionId: institution.id,
        at: new Date(start + i * 60_000),
        equity: (1_000_000 + i * 10 - (i === 300 ? 50_000 : 0)).toFixed(2),
      })),
    );
    const { token } = await follower(t.app, t.admin, '100');
    const detail = (await call(t.app, 'GET', urlOf(followApi.institution, { id: institution.id }), { token })).body
      .data;
    expect(detail.equity.length).toBeLessThanOrEqual(MAX_POINTS);
    expect(detail.equity.length).toBeGreaterThan(100);
    expect(detail.equity[0]).toEqual({ at: new Date(start).toISOString(), equity: '1000000.00' });
    expect(detail.equity.at(-1)).toEqual({ at: new Date(start + 449 * 60_000).toISOString(), equity: '1004490.00' });
    // The fall at mark 300: 953,000 from the peak 1,002,990 = −4.98%; the record starts at the first mark.
    expect(detail.institution).toMatchObject({
      recordSince: new Date(start).toISOString(),
      maxDrawdown: '-4.98',
      returns: { all: '0.45', day: null, week: null, month: null },
    });
  });
});
