// Property: whatever users subscribe, change and withdraw, and whatever final price the allotment runs at, the
// shares allotted never exceed those offered, every frozen amount is posted or released exactly once, and the
// ledger balances with no account below zero.
import { and, eq, inArray, ipoSubscriptions, ledgerEntries, ledgerHolds } from '@platform/db';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { Big } from '../../core/ledger/amounts.ts';
import { signUp } from '../../testing/api.ts';
import {
  changeSubscription,
  createOffering,
  offeringDetail,
  patchOffering,
  subscribe,
  withdrawSubscription,
} from '../../testing/ipo-test-kit.ts';
import { ledgerBalanced } from '../../testing/ledger-test-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { fundTrading } from '../../testing/trading-test-kit.ts';
import { runAllotment } from './ipo-jobs.ts';

let users: string[];

const t = useTestApp();
beforeAll(async () => {
  users = [];
  for (let i = 0; i < 4; i++) {
    const { token } = await signUp(t.app);
    // Enough for some requests, not all: refusals for money are part of the runs.
    await fundTrading(t.app, token, t.admin, i === 3 ? '1500' : '40000');
    users.push(token);
  }
});

const step = fc.record({
  kind: fc.constantFrom('subscribe', 'subscribe', 'change', 'withdraw'),
  user: fc.integer({ min: 0, max: 3 }),
  lots: fc.integer({ min: 1, max: 12 }),
  financing: fc.boolean(),
});

describe('allotment property', () => {
  it('allots at most what is offered, resolves every hold once, keeps the ledger whole', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 10 }),
        fc.boolean(),
        fc.array(step, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 1000, max: 1200 }),
        async (lotsOffered, financed, steps, finalCents) => {
          const offering = await createOffering(t.app, t.admin, {
            sharesOffered: lotsOffered * 100,
            ...(financed ? { financingRate: '8', financingLeverage: 5 } : {}),
          });
          for (const s of steps) {
            const token = users[s.user]!;
            const mine = (await offeringDetail(t.app, token, offering.id)).subscription as { id: number } | null;
            const res =
              s.kind === 'subscribe'
                ? await subscribe(t.app, token, offering.id, s.lots * 100, s.financing)
                : mine && s.kind === 'change'
                  ? await changeSubscription(t.app, token, mine.id, s.lots * 100)
                  : mine
                    ? await withdrawSubscription(t.app, token, mine.id)
                    : null;
            if (res) expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
          }
          const finalPrice = (finalCents / 100).toFixed(2);
          expect((await patchOffering(t.app, t.admin, offering.id, { finalPrice })).status).toBe(200);
          expect(await runAllotment(t.app, offering.id, new Date(Date.now() + 3 * 86_400_000))).toBe(true);

          const subs = await t.app.db
            .select()
            .from(ipoSubscriptions)
            .where(eq(ipoSubscriptions.offeringId, offering.id));
          const allotted = subs.reduce((sum, s) => sum + (s.allottedQuantity ?? 0), 0);
          expect(allotted).toBeLessThanOrEqual(lotsOffered * 100);
          if (subs.length === 0) return;
          const ids = subs.map((s) => s.id);
          const holds = await t.app.db
            .select()
            .from(ledgerHolds)
            .where(and(eq(ledgerHolds.causeType, 'ipo_subscription'), inArray(ledgerHolds.causeId, ids)));
          const payments = await t.app.db
            .select()
            .from(ledgerEntries)
            .where(and(eq(ledgerEntries.type, 'ipo_payment'), inArray(ledgerEntries.causeId, ids)));
          for (const sub of subs) {
            expect(['allotted', 'not_allotted', 'withdrawn']).toContain(sub.status);
            const own = holds.filter((h) => h.causeId === sub.id);
            // Every hold resolved; only the last can be posted, and only when shares were allotted.
            for (const h of own) expect(h.status === 'voided' || h.id === sub.holdId).toBe(true);
            const last = own.find((h) => h.id === sub.holdId)!;
            expect(last.status).toBe(sub.status === 'allotted' ? 'posted' : 'voided');
            const paid = payments.filter((e) => e.causeId === sub.id);
            expect(paid).toHaveLength(sub.status === 'allotted' ? 1 : 0);
            // What the hold froze = what was paid + what was released.
            expect(new Big(sub.amountPaid).plus(sub.amountReleased).eq(last.amount)).toBe(true);
            if (sub.status === 'allotted') expect(new Big(last.postedAmount!).eq(sub.amountPaid)).toBe(true);
            expect(new Big(sub.frozen).eq(0)).toBe(true);
          }
          await ledgerBalanced(t.app);
        },
      ),
      { numRuns: 8 },
    );
  }, 600_000);
});
