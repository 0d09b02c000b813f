// IPO subscriptions (issue 17 §1) through the API, as money scenarios in exact decimals: an offering oversubscribed
// 3× (pro-rata, then the lottery recomputed here from the published seed and lines), an undersubscribed one, a
// withdrawn subscription, a financed one (interest, actual buy price), and the listing as a position.
import { createHash, createHmac } from 'node:crypto';
import { inboxApi, ipoApi, tradingApi } from '@platform/contracts';
import { and, eq, ipoSubscriptions, ledgerEntries, ledgerHolds } from '@platform/db';
import { describe, expect, it } from 'vitest';
import { urlOf } from '../../testing/admin-test-kit.ts';
import { call } from '../../testing/api.ts';
import {
  allotmentOf,
  createOffering,
  offeringDetail,
  patchOffering,
  sandbox,
  subscribe,
  withdrawSubscription,
} from '../../testing/ipo-test-kit.ts';
import { ledgerBalanced } from '../../testing/ledger-test-kit.ts';
import { balance } from '../../testing/money-test-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { fundedTrader, useFixtureMarket } from '../../testing/trading-test-kit.ts';
import { deliverDue, runAllotment } from './ipo-jobs.ts';

const t = useTestApp();
const market = useFixtureMarket(t);

const trader = (amount: string) => fundedTrader(t.app, t.admin, amount);

const trading = (token: string) => balance(t.app, token, 'USD', 'trading');

async function inboxKinds(token: string) {
  await t.app.inboxSettled();
  const { body } = await call(t.app, 'GET', `${urlOf(inboxApi.messages)}?pageSize=100`, { token });
  return body.data.rows as Array<{ kind: string; params: Record<string, string>; link: string }>;
}

describe('an offering oversubscribed 3×', { timeout: 120_000 }, () => {
  it('allots pro-rata by lots, then the lottery by the published draws; pays at the final price, releases the rest', async () => {
    // 1,000 shares offered in lots of 100 (10 lots); 10 + 8 + 7 + 5 = 30 lots requested.
    const offering = await createOffering(t.app, t.admin);
    const users = await Promise.all([trader('20000'), trader('20000'), trader('20000'), trader('20000')]);
    const quantities = [1_000, 800, 700, 500];
    const subs = [];
    for (const [i, user] of users.entries()) {
      const res = await subscribe(t.app, user.token, offering.id, quantities[i]!);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      subs.push(res.body.data);
    }
    // Frozen at the top of the range (12) plus the 5 fee.
    expect(subs.map((s) => [s.status, s.price, s.total, s.amountPending])).toEqual([
      ['subscribed', '12.00', '12000.00', '12005.00'],
      ['subscribed', '12.00', '9600.00', '9605.00'],
      ['subscribed', '12.00', '8400.00', '8405.00'],
      ['subscribed', '12.00', '6000.00', '6005.00'],
    ]);
    expect(await trading(users[0]!.token)).toMatchObject({
      total: '20000.00',
      frozen: '12005.00',
      available: '7995.00',
    });
    const before = await allotmentOf(t.app, users[0]!.token, offering.id);
    expect(before).toMatchObject({ seed: null, lines: [], lotsOffered: 10, lotsRequested: 30, ranAt: null });

    // Past the deadline without a final price, the allotment waits.
    const later = new Date(Date.now() + 3 * 86_400_000);
    expect(await runAllotment(t.app, offering.id, later)).toBe(false);
    expect((await patchOffering(t.app, t.admin, offering.id, { finalPrice: '11' })).status).toBe(200);
    expect(await runAllotment(t.app, offering.id, later)).toBe(true);
    // A second run finds it done and changes nothing.
    expect(await runAllotment(t.app, offering.id, later)).toBe(false);

    // Anyone can recompute the allotment from what is published: 10 × 10/30 = 3.33, 8 → 2.67, 7 → 2.33, 5 → 1.67;
    // floors 3 + 2 + 2 + 1 = 8, so the two lowest draws among the four (all owed a fraction) get one lot more.
    const published = await allotmentOf(t.app, users[1]!.token, offering.id);
    expect(createHash('sha256').update(published.seed).digest('hex')).toBe(offering.seedHash);
    expect(published).toMatchObject({ lotsOffered: 10, lotsRequested: 30, price: '11.00' });
    const refs: string[] = subs.map((s) => s.reference);
    expect(refs).toEqual(subs.map((s) => `IPO${offering.id}-${s.id}`));
    const lines = published.lines as Array<{
      reference: string;
      proRataLots: number;
      draw: string;
      allottedLots: number;
    }>;
    expect(lines.map((l) => l.reference)).toEqual(refs);
    expect(lines.map((l) => l.proRataLots)).toEqual([3, 2, 2, 1]);
    const draws = refs.map((ref) => createHmac('sha256', published.seed).update(ref).digest('hex'));
    expect(lines.map((l) => l.draw)).toEqual(draws);
    const winners = new Set([...draws].sort().slice(0, 2));
    const lots = [3, 2, 2, 1].map((n, i) => n + (winners.has(draws[i]!) ? 1 : 0));
    expect(lines.map((l) => l.allottedLots)).toEqual(lots);
    expect(lots.reduce((a, b) => a + b, 0)).toBe(10);

    // Paid: allotted × 11 + 5; released: the rest of what was frozen (quantity × 12 + 5).
    for (const [i, user] of users.entries()) {
      const allotted = lots[i]! * 100;
      const paid = (allotted * 11 + 5).toFixed(2);
      const released = (quantities[i]! * 12 - allotted * 11).toFixed(2);
      const { subscription } = await offeringDetail(t.app, user.token, offering.id);
      expect(subscription).toMatchObject({
        status: 'allotted',
        phase: 'allotted',
        price: '11.00',
        allottedQuantity: allotted,
        amountPaid: paid,
        amountReleased: released,
        amountPending: '0.00',
      });
      const left = (20_000 - Number(paid)).toFixed(2);
      expect(await trading(user.token)).toMatchObject({ total: left, frozen: '0.00', available: left });
      expect(await inboxKinds(user.token)).toContainEqual(
        expect.objectContaining({
          kind: 'ipo.allotted',
          link: `/ipo/${offering.id}`,
          params: { symbol: offering.symbol, requested: String(quantities[i]), allotted: String(allotted), released },
        }),
      );
    }
    // The first subscriber's figures, written out: 300 or 400 shares.
    expect(['3305.00', '4405.00']).toContain(
      (await offeringDetail(t.app, users[0]!.token, offering.id)).subscription.amountPaid,
    );
    // Each hold resolved once, posted as one ipo_payment entry.
    for (const sub of subs) {
      const holds = await t.app.db
        .select()
        .from(ledgerHolds)
        .where(and(eq(ledgerHolds.causeType, 'ipo_subscription'), eq(ledgerHolds.causeId, sub.id)));
      expect(holds.map((h) => h.status)).toEqual(['posted']);
      const entries = await t.app.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.causeType, 'ipo_subscription'), eq(ledgerEntries.causeId, sub.id)));
      expect(entries.map((e) => e.type)).toEqual(['ipo_payment']);
    }
    await ledgerBalanced(t.app);
  });
});

describe('an undersubscribed offering', { timeout: 120_000 }, () => {
  it('allots every request in full at the final price; the lines have no draws', async () => {
    const offering = await createOffering(t.app, t.admin, { sharesOffered: 10_000, fee: '0' });
    const a = await trader('10000');
    const b = await trader('10000');
    const sa = (await subscribe(t.app, a.token, offering.id, 300)).body.data;
    const sb = (await subscribe(t.app, b.token, offering.id, 500)).body.data;
    expect((await patchOffering(t.app, t.admin, offering.id, { finalPrice: '10' })).status).toBe(200);
    await runAllotment(t.app, offering.id, new Date(Date.now() + 3 * 86_400_000));
    const published = await allotmentOf(t.app, a.token, offering.id);
    expect(published.lines).toEqual([
      { reference: sa.reference, requestedLots: 3, proRataLots: 3, draw: null, lotteryLots: 0, allottedLots: 3 },
      { reference: sb.reference, requestedLots: 5, proRataLots: 5, draw: null, lotteryLots: 0, allottedLots: 5 },
    ]);
    // 300 × 10 = 3,000 paid of 3,600 frozen (12 × 300), no fee; 600 released.
    expect((await offeringDetail(t.app, a.token, offering.id)).subscription).toMatchObject({
      status: 'allotted',
      allottedQuantity: 300,
      amountPaid: '3000.00',
      amountReleased: '600.00',
      actualBuyPrice: '10.0000',
    });
    expect(await trading(a.token)).toMatchObject({ total: '7000.00', frozen: '0.00' });
    expect(await trading(b.token)).toMatchObject({ total: '5000.00', frozen: '0.00' });
    await ledgerBalanced(t.app);
  });
});

describe('a withdrawn subscription', { timeout: 120_000 }, () => {
  it('releases its whole hold once, may be placed again, and stays out of the allotment', async () => {
    const offering = await createOffering(t.app, t.admin);
    const a = await trader('5000');
    const first = (await subscribe(t.app, a.token, offering.id, 200)).body.data;
    expect(await trading(a.token)).toMatchObject({ frozen: '2405.00' });
    const withdrawn = await withdrawSubscription(t.app, a.token, first.id);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data).toMatchObject({
      status: 'withdrawn',
      amountReleased: '2405.00',
      amountPending: '0.00',
    });
    expect(await trading(a.token)).toMatchObject({ total: '5000.00', frozen: '0.00', available: '5000.00' });
    expect((await offeringDetail(t.app, a.token, offering.id)).subscription).toBeNull();
    // Withdrawing again changes nothing.
    const again = await withdrawSubscription(t.app, a.token, first.id);
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('This subscription has already been withdrawn or allotted');
    // A new subscription after the withdrawal.
    const second = (await subscribe(t.app, a.token, offering.id, 100)).body.data;
    expect(second.id).not.toBe(first.id);
    await patchOffering(t.app, t.admin, offering.id, { finalPrice: '12' });
    await runAllotment(t.app, offering.id, new Date(Date.now() + 3 * 86_400_000));
    const published = await allotmentOf(t.app, a.token, offering.id);
    expect(published.lines.map((l: { reference: string }) => l.reference)).toEqual([second.reference]);
    const mine = await call(t.app, 'GET', `${urlOf(ipoApi.subscriptions)}?view=mine`, { token: a.token });
    expect(mine.body.data.rows.map((s: { id: number; status: string }) => [s.id, s.status])).toEqual([
      [second.id, 'allotted'],
      [first.id, 'withdrawn'],
    ]);
    const [hold] = await t.app.db
      .select()
      .from(ledgerHolds)
      .where(and(eq(ledgerHolds.causeType, 'ipo_subscription'), eq(ledgerHolds.causeId, first.id)));
    expect(hold?.status).toBe('voided');
    await ledgerBalanced(t.app);
  });
});

describe('a financed subscription', { timeout: 120_000 }, () => {
  it('freezes the margin, fee and interest; pays them on the allotted shares; the listing makes the position', async () => {
    // 10 days from the deadline (tomorrow 20:00 UTC) to the listing date's midnight (9.17 → 10), 8% a year, 5×.
    const offering = await createOffering(t.app, t.admin, { financingRate: '8', financingLeverage: 5, fee: '2.50' });
    const a = await trader('3000');
    const preview = await call(
      t.app,
      'GET',
      `${urlOf(ipoApi.preview, { id: offering.id })}?quantity=1000&financing=true`,
      {
        token: a.token,
      },
    );
    // 1,000 × 12 = 12,000; margin 2,400; financed 9,600 × 8% × 10 / 365 = 21.0410… → 21.04; frozen 2,423.54.
    expect(preview.body.data).toMatchObject({
      quantity: 1000,
      lots: 10,
      price: '12.00',
      financed: true,
      leverage: 5,
      total: '12000.00',
      margin: '2400.00',
      financedAmount: '9600.00',
      interest: '21.04',
      interestDays: 10,
      fee: '2.50',
      frozen: '2423.54',
      available: '3000.00',
    });
    const sub = (await subscribe(t.app, a.token, offering.id, 1_000, true)).body.data;
    expect(sub).toMatchObject({ financed: true, leverage: 5, interest: '21.04', amountPending: '2423.54' });
    // The final price is 10.5: 1,000 allotted (the only subscriber); 10,500 / 5 = 2,100 margin; financed 8,400 ×
    // 8% × 10 / 365 = 18.4109… → 18.41; paid 2,100 + 2.50 + 18.41 = 2,120.91; released 302.63.
    await patchOffering(t.app, t.admin, offering.id, { finalPrice: '10.5' });
    await runAllotment(t.app, offering.id, new Date(Date.now() + 3 * 86_400_000));
    const { subscription } = await offeringDetail(t.app, a.token, offering.id);
    expect(subscription).toMatchObject({
      status: 'allotted',
      allottedQuantity: 1000,
      price: '10.50',
      discountedPrice: '10.50',
      interest: '18.41',
      amountPaid: '2120.91',
      amountReleased: '302.63',
      // (10,500 + 2.50 + 18.41) / 1,000
      actualBuyPrice: '10.5209',
      positionId: null,
    });
    expect(await trading(a.token)).toMatchObject({ total: '879.09', frozen: '0.00' });

    // The listing (the sandbox's 'list now'): the margin paid comes back from escrow and holds the position.
    const listed = await sandbox(t.app, t.admin, 'listNow', offering.id);
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    market.set(offering.symbol, { bid: '10.50', ask: '10.52' });
    await deliverDue(t.app);
    const positions = await call(t.app, 'GET', `/api${tradingApi.positions.path}`, { token: a.token });
    expect(positions.body.data.rows).toContainEqual(
      expect.objectContaining({
        symbol: offering.symbol,
        origin: 'ipo',
        side: 'buy',
        quantity: 1000,
        openPrice: '10.50',
        leverage: 5,
        margin: '2100.00',
      }),
    );
    // No second fee: the account holds what it held, the margin now frozen for the position.
    expect(await trading(a.token)).toMatchObject({ total: '2979.09', frozen: '2100.00', available: '879.09' });
    const detail = await offeringDetail(t.app, a.token, offering.id);
    expect(detail.offering.phase).toBe('listed');
    expect(detail.subscription.positionId).toBe(positions.body.data.rows[0].id);
    const [row] = await t.app.db.select().from(ipoSubscriptions).where(eq(ipoSubscriptions.id, sub.id));
    expect(row?.positionId).not.toBeNull();
    await ledgerBalanced(t.app);
  });
});
