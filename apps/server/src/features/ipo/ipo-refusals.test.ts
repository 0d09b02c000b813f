// What IPO subscriptions refuse, field by field, changing nothing: before the opening, after the deadline (no
// change, no withdrawal), lots, the shares offered, financing not offered, too little money, a second subscription,
// another user's subscription; and requests sent at once: twenty subscribes make one, twenty withdrawals release once.
import { ipoApi } from '@platform/contracts';
import { and, eq, ipoOfferings, ipoSubscriptions, ledgerHolds } from '@platform/db';
import { describe, expect, it } from 'vitest';
import { urlOf } from '../../testing/admin-test-kit.ts';
import { call } from '../../testing/api.ts';
import {
  changeSubscription,
  createOffering,
  offeringDetail,
  subscribe,
  withdrawSubscription,
} from '../../testing/ipo-test-kit.ts';
import { ledgerBalanced } from '../../testing/ledger-test-kit.ts';
import { balance } from '../../testing/money-test-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { fundedTrader } from '../../testing/trading-test-kit.ts';
import { allotDue } from './ipo-jobs.ts';

const t = useTestApp();

const trader = (amount: string) => fundedTrader(t.app, t.admin, amount);

const trading = (token: string) => balance(t.app, token, 'USD', 'trading');

async function holdsOf(subscriptionId: number) {
  return t.app.db
    .select()
    .from(ledgerHolds)
    .where(and(eq(ledgerHolds.causeType, 'ipo_subscription'), eq(ledgerHolds.causeId, subscriptionId)));
}

describe('refusals', { timeout: 120_000 }, () => {
  it('refuses bad input field by field and subscribes without KYC', async () => {
    const offering = await createOffering(t.app, t.admin);
    const { token } = await trader('2000');
    const lots = await subscribe(t.app, token, offering.id, 150);
    expect(lots.status).toBe(400);
    expect(lots.body.data).toEqual([{ field: 'quantity', message: 'The quantity must be a whole number of lots' }]);
    const above = await subscribe(t.app, token, offering.id, 1_100);
    expect(above.body.data[0].field).toBe('quantity');
    expect(above.body.msg).toBe('The quantity must be at least one lot and at most the shares offered');
    const zero = await subscribe(t.app, token, offering.id, 0);
    expect(zero.body.data[0].field).toBe('quantity');
    const financed = await subscribe(t.app, token, offering.id, 100, true);
    expect(financed.status).toBe(400);
    expect(financed.body.data[0]).toMatchObject({ field: 'financing', message: 'This offering has no financing' });
    // 200 × 12 + 5 = 2,405 > 2,000.
    const poor = await subscribe(t.app, token, offering.id, 200);
    expect(poor.status).toBe(400);
    expect(poor.body.data[0]).toMatchObject({ field: 'quantity', message: 'Insufficient available balance' });
    expect(await trading(token)).toMatchObject({ total: '2000.00', frozen: '0.00' });
    expect((await offeringDetail(t.app, token, offering.id)).subscription).toBeNull();
    const preview = await call(t.app, 'GET', `${urlOf(ipoApi.preview, { id: offering.id })}?quantity=150`, { token });
    expect(preview.body.data[0].field).toBe('quantity');
    // One subscription per offering: the second is refused on its quantity; a change is the way.
    const ok = await subscribe(t.app, token, offering.id, 100);
    expect(ok.status).toBe(200);
    const second = await subscribe(t.app, token, offering.id, 100);
    expect(second.status).toBe(409);
    expect(second.body.data[0]).toMatchObject({ field: 'quantity' });
    expect(second.body.msg).toMatch(/already subscribed/);
    const changed = await changeSubscription(t.app, token, ok.body.data.id, 300);
    expect(changed.status).toBe(400);
    expect(changed.body.data[0].field).toBe('quantity');
    const [row] = await t.app.db.select().from(ipoSubscriptions).where(eq(ipoSubscriptions.id, ok.body.data.id));
    expect(row).toMatchObject({ quantity: 100, frozen: '1205' });
    expect(await trading(token)).toMatchObject({ frozen: '1205.00' });
  });

  it('changes a subscription by replacing its hold in one transaction', async () => {
    const offering = await createOffering(t.app, t.admin);
    const { token } = await trader('5000');
    const sub = (await subscribe(t.app, token, offering.id, 300)).body.data;
    const changed = await changeSubscription(t.app, token, sub.id, 200);
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ id: sub.id, quantity: 200, total: '2400.00', amountPending: '2405.00' });
    expect(await trading(token)).toMatchObject({ total: '5000.00', frozen: '2405.00' });
    expect((await holdsOf(sub.id)).map((h) => [h.status, Number(h.amount).toFixed(2)])).toEqual([
      ['voided', '3605.00'],
      ['pending', '2405.00'],
    ]);
  });

  it('never shows nor touches another user’s subscription', async () => {
    const offering = await createOffering(t.app, t.admin);
    const alice = await trader('3000');
    const bob = await trader('3000');
    const sub = (await subscribe(t.app, alice.token, offering.id, 100)).body.data;
    const change = await changeSubscription(t.app, bob.token, sub.id, 200);
    expect(change.status).toBe(404);
    const withdraw = await withdrawSubscription(t.app, bob.token, sub.id);
    expect(withdraw.status).toBe(404);
    expect((await offeringDetail(t.app, bob.token, offering.id)).subscription).toBeNull();
    const mine = await call(t.app, 'GET', urlOf(ipoApi.subscriptions), { token: bob.token });
    expect(mine.body.data).toEqual({ rows: [], total: 0 });
    expect(await trading(alice.token)).toMatchObject({ frozen: '1205.00' });
    expect((await call(t.app, 'GET', urlOf(ipoApi.offering, { id: 999_999 }), { token: bob.token })).status).toBe(404);
  });

  it('refuses before the opening, and after the deadline refuses changes and withdrawals until the allotment', async () => {
    const upcoming = await createOffering(t.app, t.admin, {
      opensAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const { token } = await trader('5000');
    const early = await subscribe(t.app, token, upcoming.id, 100);
    expect(early.status).toBe(409);
    expect(early.body.msg).toBe('This offering is not open for subscription');
    expect((await offeringDetail(t.app, token, upcoming.id)).offering.phase).toBe('upcoming');
    const listed = await call(t.app, 'GET', `${urlOf(ipoApi.purchasable)}?size=100`, { token });
    expect(listed.body.data.rows.map((o: { id: number }) => o.id)).not.toContain(upcoming.id);

    const offering = await createOffering(t.app, t.admin);
    const sub = (await subscribe(t.app, token, offering.id, 100)).body.data;
    // The deadline passes (no final price yet: the allotment waits).
    await t.app.db
      .update(ipoOfferings)
      .set({ closesAt: new Date(Date.now() - 1000) })
      .where(eq(ipoOfferings.id, offering.id));
    await allotDue(t.app);
    expect((await offeringDetail(t.app, token, offering.id)).offering.phase).toBe('waiting_allotment');
    const change = await changeSubscription(t.app, token, sub.id, 200);
    expect(change.status).toBe(409);
    expect(change.body.msg).toBe('The subscription deadline has passed: the subscription can no longer be changed');
    const withdraw = await withdrawSubscription(t.app, token, sub.id);
    expect(withdraw.status).toBe(409);
    const late = await subscribe(t.app, (await trader('2000')).token, offering.id, 100);
    expect(late.status).toBe(409);
    expect(await trading(token)).toMatchObject({ frozen: '1205.00' });
    expect((await holdsOf(sub.id)).map((h) => h.status)).toEqual(['pending']);
  });
});

describe('requests sent at once', { timeout: 120_000 }, () => {
  it('twenty identical subscriptions make one subscription and one hold', async () => {
    const offering = await createOffering(t.app, t.admin);
    const { token } = await trader('10000');
    const burst = await Promise.all(Array.from({ length: 20 }, () => subscribe(t.app, token, offering.id, 300)));
    const placed = burst.filter((r) => r.status === 200);
    expect(placed).toHaveLength(1);
    for (const r of burst.filter((r) => r.status !== 200)) {
      expect(r.status).toBe(409);
      expect(r.body.data[0].field).toBe('quantity');
    }
    const rows = await t.app.db.select().from(ipoSubscriptions).where(eq(ipoSubscriptions.offeringId, offering.id));
    expect(rows).toHaveLength(1);
    expect(await holdsOf(rows[0]!.id)).toHaveLength(1);
    expect(await trading(token)).toMatchObject({ total: '10000.00', frozen: '3605.00' });
  });

  it('twenty changes at once leave one pending hold, the same as one change', async () => {
    const offering = await createOffering(t.app, t.admin);
    const once = await trader('10000');
    const onceSub = (await subscribe(t.app, once.token, offering.id, 300)).body.data;
    expect((await changeSubscription(t.app, once.token, onceSub.id, 500)).status).toBe(200);
    const { token } = await trader('10000');
    const sub = (await subscribe(t.app, token, offering.id, 300)).body.data;
    const burst = await Promise.all(Array.from({ length: 20 }, () => changeSubscription(t.app, token, sub.id, 500)));
    expect(burst.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
    for (const r of burst.filter((r) => r.status !== 200)) expect(r.status).toBe(409);
    expect((await holdsOf(sub.id)).filter((h) => h.status === 'pending')).toHaveLength(1);
    expect(await trading(token)).toEqual(await trading(once.token));
    await ledgerBalanced(t.app);
  });

  it('twenty withdrawals release the hold once', async () => {
    const offering = await createOffering(t.app, t.admin);
    const { token } = await trader('10000');
    const sub = (await subscribe(t.app, token, offering.id, 300)).body.data;
    const burst = await Promise.all(Array.from({ length: 20 }, () => withdrawSubscription(t.app, token, sub.id)));
    expect(burst.filter((r) => r.status === 200)).toHaveLength(1);
    expect(burst.filter((r) => r.status === 409)).toHaveLength(19);
    expect((await holdsOf(sub.id)).map((h) => h.status)).toEqual(['voided']);
    expect(await trading(token)).toMatchObject({ total: '10000.00', frozen: '0.00', available: '10000.00' });
    await ledgerBalanced(t.app);
  });
});
