// Block trading (issue 17 §2) through the API: the permission's states, its KYC gate and review (audited, reasons),
// offers priced from the live last price and the band, block orders through the trading center's engine and ledger.
// Quotes are the fixture's (AAPL: lot 1, tick 0.01; last = bid).
import { blockTradingAdminApi, blockTradingApi, inboxApi, tradingApi } from '@platform/contracts';
import { and, auditLog, blockOffers, eq } from '@platform/db';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOperator, urlOf } from '../../testing/admin-test-kit.ts';
import { call, signUp } from '../../testing/api.ts';
import { ledgerBalanced } from '../../testing/ledger-test-kit.ts';
import { balance, keyed, newKey, verifyIdentity } from '../../testing/money-test-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { fundTrading, useFixtureMarket } from '../../testing/trading-test-kit.ts';

let reviewer: string;

const t = useTestApp();
beforeAll(async () => {
  reviewer = (await createOperator(t.app, t.admin, ['reviewer'])).token;
});
const market = useFixtureMarket(t);

beforeEach(() => {
  market.set('AAPL', { bid: '99.98', ask: '100.00' });
});

const permission = async (token: string) =>
  (await call(t.app, 'GET', urlOf(blockTradingApi.permission), { token })).body.data;
const apply = (token: string) => call(t.app, 'POST', urlOf(blockTradingApi.apply), { token, body: {} });
const applications = async (status: string) =>
  (
    await call(t.app, 'GET', `${urlOf(blockTradingAdminApi.applications)}?status=${status}&size=100`, {
      token: reviewer,
    })
  ).body.data.rows as Array<{ id: number; userId: number; status: string }>;
const review = (id: number, body: Record<string, unknown>, token = reviewer) =>
  call(t.app, 'POST', urlOf(blockTradingAdminApi.review, { id }), { token, body });
const setOffer = (body: Record<string, unknown>, token = t.admin) =>
  call(t.app, 'POST', urlOf(blockTradingAdminApi.setOffer), { token, body });
const offers = (token: string) => call(t.app, 'GET', urlOf(blockTradingApi.offers), { token });
const blockOrder = (token: string, body: Record<string, unknown>) =>
  keyed(t.app, blockTradingApi.placeOrder.path, token, body);

async function verifiedUser() {
  const signed = await signUp(t.app);
  await verifyIdentity(t.app, signed.token, t.admin);
  return signed;
}

async function approvedTrader(amount: string) {
  const { token, user } = await verifiedUser();
  await apply(token);
  const pending = (await applications('pending')).find((a) => a.userId === user.userId);
  expect((await review(pending!.id, { decision: 'approve' })).status).toBe(200);
  await fundTrading(t.app, token, t.admin, amount);
  return token;
}

describe('the permission', () => {
  it('needs a verified identity: without KYC applying is refused and nothing is recorded', async () => {
    const { token } = await signUp(t.app);
    expect(await permission(token)).toMatchObject({ state: 'not_opened', identityVerified: false });
    const res = await apply(token);
    expect(res.status).toBe(409);
    expect(res.body.data).toEqual({ gate: 'kyc' });
    expect(await permission(token)).toMatchObject({ state: 'not_opened' });
  });

  it('not opened → under review → rejected with the reason (audited) → applies again → approved', async () => {
    const { token, user } = await verifiedUser();
    expect(await permission(token)).toMatchObject({ state: 'not_opened', identityVerified: true, reason: null });
    // Twenty identical applications at once make one.
    const burst = await Promise.all(Array.from({ length: 20 }, () => apply(token)));
    expect(burst.map((r) => r.status)).toEqual(Array(20).fill(200));
    const mine = (await applications('pending')).filter((a) => a.userId === user.userId);
    expect(mine).toHaveLength(1);
    expect(await permission(token)).toMatchObject({ state: 'under_review' });

    // Offers and orders need the permission.
    expect((await offers(token)).status).toBe(409);

    // A rejection needs its reason.
    const noReason = await review(mine[0]!.id, { decision: 'reject', reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.data[0].field).toBe('reason');
    // Only reviewers and admins review.
    const { token: other } = await signUp(t.app);
    expect((await review(mine[0]!.id, { decision: 'approve' }, other)).status).toBe(403);

    const rejected = await review(mine[0]!.id, { decision: 'reject', reason: 'Trading experience not shown' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reason: 'Trading experience not shown' });
    expect(await permission(token)).toMatchObject({ state: 'rejected', reason: 'Trading experience not shown' });
    await t.app.inboxSettled();
    const inbox = await call(t.app, 'GET', urlOf(inboxApi.messages), { token });
    expect(inbox.body.data.rows).toContainEqual(
      expect.objectContaining({ kind: 'block.rejected', params: { reason: 'Trading experience not shown' } }),
    );
    // Reviewed once only.
    expect((await review(mine[0]!.id, { decision: 'approve' })).status).toBe(409);
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'block-trading.reject'), eq(auditLog.targetId, String(mine[0]!.id))));
    expect(audit).toMatchObject({ subjectUserId: user.userId, reason: 'Trading experience not shown' });

    expect((await apply(token)).status).toBe(200);
    expect(await permission(token)).toMatchObject({ state: 'under_review', reason: null });
    const again = (await applications('pending')).find((a) => a.userId === user.userId)!;
    expect(again.id).not.toBe(mine[0]!.id);
    expect((await review(again.id, { decision: 'approve' })).status).toBe(200);
    expect(await permission(token)).toMatchObject({ state: 'approved' });
    const approvals = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'block-trading.approve'), eq(auditLog.targetId, String(again.id))));
    expect(approvals).toHaveLength(1);
  });
});

describe('the review queue', () => {
  it('sorts by e-mail or application time either way, and refuses any other sort on its field', async () => {
    for (const _ of [1, 2]) await apply((await verifiedUser()).token);
    const sorted = async (sort: string) =>
      (
        await call(t.app, 'GET', `${urlOf(blockTradingAdminApi.applications)}?status=pending&size=100&sort=${sort}`, {
          token: reviewer,
        })
      ).body.data.rows as Array<{ id: number; userEmail: string; createdAt: string }>;
    const emails = (await sorted('userEmail')).map((a) => a.userEmail);
    expect(emails.length).toBeGreaterThan(1);
    expect(emails).toEqual([...emails].sort());
    expect((await sorted('-userEmail')).map((a) => a.userEmail)).toEqual([...emails].reverse());
    const newest = (await sorted('-createdAt')).map((a) => Date.parse(a.createdAt));
    expect(newest).toEqual([...newest].sort((a, b) => b - a));

    const bad = await call(t.app, 'GET', `${urlOf(blockTradingAdminApi.applications)}?sort=status`, {
      token: reviewer,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.map((e: { field: string }) => e.field)).toEqual(['sort']);
  });
});

describe('offers', () => {
  it('operators set the band and size (audited), never a price; the price follows the live last price', async () => {
    const bad = await setOffer({ symbol: 'AAPL', bandPercent: '12', available: 50_000 });
    expect(bad.status).toBe(400);
    expect(bad.body.data[0].field).toBe('bandPercent');
    expect((await setOffer({ symbol: 'AAPL', bandPercent: '2', available: 50_000 }, reviewer)).status).toBe(403);
    const saved = await setOffer({ symbol: 'AAPL', bandPercent: '2', available: 50_000, price: '1' });
    expect(saved.status).toBe(200);
    // last 99.98: buy 99.98 × 1.02 = 101.9796 → 101.97, sell 99.98 × 0.98 = 97.9804 → 97.99 (ticks towards the last).
    expect(saved.body.data).toMatchObject({ last: '99.98', bandPercent: '2', buyPrice: '101.97', sellPrice: '97.99' });
    const audits = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'block-trading.offer'));
    expect(audits.at(-1)?.detail).toMatchObject({ after: { bandPercent: '2', available: 50_000 } });

    const token = await approvedTrader('10');
    market.set('AAPL', { bid: '150.00', ask: '150.02' });
    const moved = (await offers(token)).body.data.rows.find((o: { symbol: string }) => o.symbol === 'AAPL');
    expect(moved).toMatchObject({ last: '150.00', buyPrice: '153.00', sellPrice: '147.00', minQuantity: 10_000 });
  });
});

describe('block orders', () => {
  beforeEach(async () => {
    await t.app.db.delete(blockOffers);
    await setOffer({ symbol: 'AAPL', bandPercent: '2', available: 50_000 });
  });

  it('fills 10,000 shares at the band edge through the engine and ledger, tagged block; refuses bad input', async () => {
    const token = await approvedTrader('400000');
    const below = await blockOrder(token, { symbol: 'AAPL', side: 'buy', quantity: 9_999, leverage: 10 });
    expect(below.status).toBe(400);
    expect(below.body.data[0]).toMatchObject({
      field: 'quantity',
      message: 'A block order is a single transaction of at least 10000 shares',
    });
    const above = await blockOrder(token, { symbol: 'AAPL', side: 'buy', quantity: 50_001, leverage: 10 });
    expect(above.status).toBe(400);
    expect(above.body.data[0].field).toBe('quantity');
    const poor = await blockOrder(token, { symbol: 'AAPL', side: 'buy', quantity: 40_000, leverage: 10 });
    expect(poor.status).toBe(400);
    expect(poor.body.msg).toBe('Not enough available margin for this order');
    const { token: stranger } = await verifiedUser();
    expect((await blockOrder(stranger, { symbol: 'AAPL', side: 'buy', quantity: 10_000, leverage: 10 })).status).toBe(
      409,
    );
    expect(await balance(t.app, token, 'USD', 'trading')).toMatchObject({ total: '400000.00', frozen: '0.00' });
    const [untouched] = await t.app.db.select().from(blockOffers).where(eq(blockOffers.symbol, 'AAPL'));
    expect(untouched?.available).toBe(50_000);

    // Before confirming: the figures the fill will book, at the offer's price now, reserving nothing.
    const preview = await call(
      t.app,
      'GET',
      `${urlOf(blockTradingApi.preview)}?symbol=AAPL&side=buy&quantity=10000&leverage=10`,
      { token },
    );
    expect(preview.body.data).toMatchObject({
      price: '101.97',
      amount: '1019700.00',
      margin: '101970.00',
      fee: '1019.70',
      total: '102989.70',
      freeMargin: '400000.00',
    });
    const res = await blockOrder(token, { symbol: 'AAPL', side: 'buy', quantity: 10_000, leverage: 10 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // 10,000 × 101.97 = 1,019,700.00 notional; margin at 10× 101,970.00; fee 0.1% 1,019.70.
    expect(res.body.data.order).toMatchObject({
      origin: 'block',
      status: 'filled',
      fillPrice: '101.97',
      amount: '1019700.00',
      margin: '101970.00',
      fee: '1019.70',
    });
    expect(res.body.data.offer.available).toBe(40_000);
    expect(await balance(t.app, token, 'USD', 'trading')).toMatchObject({ total: '398980.30', frozen: '101970.00' });
    const records = await call(t.app, 'GET', `/api${tradingApi.orders.path}`, { token });
    expect(records.body.data.rows[0]).toMatchObject({ origin: 'block', quantity: 10_000 });
    const held = await call(t.app, 'GET', `/api${tradingApi.positions.path}`, { token });
    expect(held.body.data.rows[0]).toMatchObject({ origin: 'block', openPrice: '101.97' });
    // A sell block fills at the lower edge.
    const sell = await blockOrder(token, { symbol: 'AAPL', side: 'sell', quantity: 10_000, leverage: 10 });
    expect(sell.body.data.order).toMatchObject({ fillPrice: '97.99', origin: 'block' });
    await ledgerBalanced(t.app);
  });

  it('twenty orders at once never take more than the offer holds', async () => {
    const token = await approvedTrader('1000000');
    const burst = await Promise.all(
      Array.from({ length: 20 }, () =>
        blockOrder(token, { symbol: 'AAPL', side: 'buy', quantity: 10_000, leverage: 10 }),
      ),
    );
    const filled = burst.filter((r) => r.status === 200);
    expect(filled).toHaveLength(5);
    for (const r of burst.filter((r) => r.status !== 200)) expect(r.body.data[0].field).toBe('quantity');
    const [offer] = await t.app.db.select().from(blockOffers).where(eq(blockOffers.symbol, 'AAPL'));
    expect(offer?.available).toBe(0);
    const records = await call(t.app, 'GET', `/api${tradingApi.orders.path}?pageSize=100`, { token });
    expect(records.body.data.rows.filter((o: { origin: string }) => o.origin === 'block')).toHaveLength(5);
    await ledgerBalanced(t.app);
  });

  it('a block order is told in the inbox once, sent twenty times at once under one key', async () => {
    const token = await approvedTrader('500000');
    expect((await setOffer({ symbol: 'AAPL', bandPercent: '2', available: 50_000 })).status).toBe(200);
    const key = newKey();
    const body = { symbol: 'AAPL', side: 'buy', quantity: 10_000, leverage: 10 };
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => keyed(t.app, blockTradingApi.placeOrder.path, token, body, key)),
    );
    expect(burst.every((r) => r.status === 200)).toBe(true);
    await t.app.inboxSettled();
    const inbox = await call(t.app, 'GET', `${urlOf(inboxApi.messages)}?pageSize=100`, { token });
    const fills = inbox.body.data.rows.filter((m: { kind: string }) => m.kind === 'order.filled');
    expect(fills).toHaveLength(1);
    expect(fills[0].params).toEqual({ id: String(burst[0]!.body.data.order.id) });
  });
});
