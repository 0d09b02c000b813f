// Follow orders as money scenarios, in exact decimals: the institution's equity path is written as its marks (the
// honest way to fix it), orders are placed through the API and settle through the job's steps. An institution with
// a 2% management fee and a 20% profit share; a follower's 10,000 USD for 73 days (fee 10,000 × 2% × 73/365 = 40).
import { followApi, inboxApi } from '@platform/contracts';
import { and, eq, followOrders, ledgerEntries, ledgerHolds } from '@platform/db';
import { describe, expect, it } from 'vitest';
import { urlOf } from '../../testing/admin-test-kit.ts';
import { call } from '../../testing/api.ts';
import { createInstitution, endAt, follower, markAt, placeFollow, testClock } from '../../testing/follow-test-kit.ts';
import { ledgerBalanced } from '../../testing/ledger-test-kit.ts';
import { balance } from '../../testing/money-test-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { useFixtureMarket } from '../../testing/trading-test-kit.ts';

const t = useTestApp();
useFixtureMarket(t, { AAPL: { bid: '99.98', ask: '100.00' } });

const order = async (token: string, id: number) =>
  (await call(t.app, 'GET', urlOf(followApi.order, { id }), { token })).body.data;
const trading = (token: string) => balance(t.app, token, 'USD', 'trading');
const entriesOf = (orderId: number) =>
  t.app.db
    .select({ type: ledgerEntries.type })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.causeType, 'follow_order'), eq(ledgerEntries.causeId, orderId)));

/** Places 10,000 for 73 days; the institution is marked at `start`, then at each of `path`, then its period ends. */
async function followThrough(token: string, institutionId: number, start: string, path: string[], end: string) {
  const clock = testClock();
  const placed = await placeFollow(t.app, token, institutionId, { amount: '10000', periodDays: 73 });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const id = placed.body.data.id as number;
  expect(placed.body.data).toMatchObject({ status: 'waiting', amount: '10000.00', startEquity: null });
  expect((await trading(token)).frozen).toBe('10000.00');
  await markAt(t.app, institutionId, start, clock());
  expect(await order(token, id)).toMatchObject({ status: 'running', startEquity: start });
  for (const equity of path) await markAt(t.app, institutionId, equity, clock());
  const live = await order(token, id);
  await endAt(t.app, id, clock());
  const [settled] = await markAt(t.app, institutionId, end, clock());
  expect(settled?.orderId).toBe(id);
  return { id, live, view: await order(token, id) };
}

describe('follow scenarios', { timeout: 120_000 }, () => {
  it('a gain: the management fee and the profit share', async () => {
    const institution = await createInstitution(t.app, t.admin);
    const { token } = await follower(t.app, t.admin, '10000');
    // 1,000,000 → 1,050,000 (live) → 1,100,000: +10% = 1,000; share 20% × 1,000 = 200; fee 40
    const { id, live, view } = await followThrough(token, institution.id, '1000000.00', ['1050000.00'], '1100000.00');
    expect(live).toMatchObject({ status: 'running', returnPercent: '5.00', grossPnl: '500.00', value: '10360.00' });
    expect(view).toMatchObject({
      status: 'settled',
      highWaterMark: '1',
      returnPercent: '10.00',
      grossPnl: '1000.00',
      managementFee: '40.00',
      profitShare: '200.00',
      value: '10760.00',
    });
    expect(await trading(token)).toMatchObject({ available: '10760.00', frozen: '0.00' });
    expect((await entriesOf(id)).map((e) => e.type).sort()).toEqual(['follow_fee', 'follow_pnl']);
    const [hold] = await t.app.db
      .select()
      .from(ledgerHolds)
      .where(and(eq(ledgerHolds.causeType, 'follow_order'), eq(ledgerHolds.causeId, id)));
    expect(hold?.status).toBe('voided');
    await t.app.inboxSettled();
    const inbox = await call(t.app, 'GET', `${urlOf(inboxApi.messages)}?pageSize=100`, { token });
    expect(inbox.body.data.rows).toContainEqual(
      expect.objectContaining({
        kind: 'follow.settled',
        link: '/records?tab=follow',
        params: { institution: institution.name, amount: '10000.00', returnPercent: '10.00', value: '10760.00' },
      }),
    );
    await ledgerBalanced(t.app);
  });

  it('a loss: the management fee only, no profit share', async () => {
    const institution = await createInstitution(t.app, t.admin);
    const { token } = await follower(t.app, t.admin, '10000');
    const { view } = await followThrough(token, institution.id, '1000000.00', [], '950000.00');
    expect(view).toMatchObject({
      status: 'settled',
      returnPercent: '-5.00',
      grossPnl: '-500.00',
      managementFee: '40.00',
      profitShare: '0.00',
      value: '9460.00',
    });
    expect(await trading(token)).toMatchObject({ available: '9460.00', frozen: '0.00' });
    await ledgerBalanced(t.app);
  });

  it('a second order after a gain: the high-water mark takes the profit share only above the peak', async () => {
    const institution = await createInstitution(t.app, t.admin);
    const { token } = await follower(t.app, t.admin, '20000');
    const first = await followThrough(token, institution.id, '1000000.00', [], '1100000.00');
    expect(first.view).toMatchObject({ profitShare: '200.00', value: '10760.00' });
    // Back to 1,000,000 when the second starts: its mark is the peak it was paid at, 1,100,000 / 1,000,000 = 1.1.
    // 1,000,000 → 1,210,000: +21% = 2,100; share 20% × 10,000 × (1.21 − 1.1) = 220 (not 420); fee 40
    const second = await followThrough(token, institution.id, '1000000.00', [], '1210000.00');
    expect(second.view).toMatchObject({
      highWaterMark: '1.1',
      returnPercent: '21.00',
      grossPnl: '2100.00',
      managementFee: '40.00',
      profitShare: '220.00',
      value: '11840.00',
    });
    // 20,000 + 760 + 1,840
    expect(await trading(token)).toMatchObject({ available: '22600.00', frozen: '0.00' });
    const [row] = await t.app.db.select().from(followOrders).where(eq(followOrders.id, second.id));
    expect(row?.endEquity).toBe('1210000.00');
    await ledgerBalanced(t.app);
  });
});
