// The default catalogue: a fresh installation offers three BTC products (created by the system, audited), priced so
// that the expected payout of each term at the network's current period is below its cost even at a generous BTC
// price; seeding again changes nothing, and operators' edits and withdrawals stay.
import { miningAdminApi, miningApi } from '@platform/contracts';
import { and, auditLog, eq, miningProducts } from '@platform/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { Big } from '../../core/ledger/amounts.ts';
import { urlOf } from '../../testing/admin-test-kit.ts';
import { call, signIn, signUp } from '../../testing/api.ts';
import { ADMIN, useTestApp } from '../../testing/test-app.ts';
import { REFERENCE_BTC_USDT, SEED_MINING_PRODUCTS, SEED_REASON, seedMiningProducts } from './seed-products.ts';

let token: string;

const t = useTestApp({ admin: false });
beforeAll(async () => {
  token = (await signUp(t.app)).token;
});

const seededNames = SEED_MINING_PRODUCTS.map((p) => p.name);

describe('the default mining catalogue', { timeout: 120_000 }, () => {
  it('offers the seeded BTC products on a fresh installation, each created by the system and audited', async () => {
    const res = await call(t.app, 'GET', urlOf(miningApi.products), { token });
    expect(res.status).toBe(200);
    const products = res.body.data as { id: number; name: string; pool: string; coin: string; active: boolean }[];
    expect(products.map((p) => p.name).sort()).toEqual([...seededNames].sort());
    for (const p of products) expect(p).toMatchObject({ coin: 'BTC', active: true });
    const rows = await t.app.db.select().from(miningProducts);
    expect(rows.every((r) => r.createdBy === null)).toBe(true);
    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'mining.product.create'), eq(auditLog.targetType, 'mining_product')));
    expect(audits).toHaveLength(3);
    for (const a of audits) expect(a).toMatchObject({ actorId: null, reason: SEED_REASON });
  });

  it('prices each term above its expected payout at the current network, even at the reference BTC price', async () => {
    const { body } = await call(t.app, 'GET', urlOf(miningApi.products), { token });
    for (const product of body.data as { id: number; name: string; minHashRate: number }[]) {
      const res = await call(
        t.app,
        'GET',
        `${urlOf(miningApi.preview, { id: product.id })}?hashRate=${product.minHashRate}`,
        { token },
      );
      expect(res.status, product.name).toBe(200);
      const p = res.body.data;
      const payout = new Big(p.estimate.payoutPerPeriod).times(p.periodsInTerm).times(REFERENCE_BTC_USDT);
      const cost = new Big(p.price).plus(p.electricityForTerm);
      expect(payout.gt(0), product.name).toBe(true);
      expect(payout.lt(cost), `${product.name}: payout ${payout} ≥ cost ${cost}`).toBe(true);
      // And each period's coin is worth more than its electricity at that price: not a contract that only drains.
      const perPeriod = new Big(p.estimate.payoutPerPeriod).times(REFERENCE_BTC_USDT);
      expect(perPeriod.gt(p.electricityPerPeriod), product.name).toBe(true);
    }
  });

  it('seeds nothing again, keeping what operators changed or withdrew', async () => {
    const admin = await signIn(t.app, ADMIN.email, ADMIN.password);
    const [starter, standard] = await Promise.all(
      seededNames.slice(0, 2).map(async (name) => {
        const [row] = await t.app.db.select().from(miningProducts).where(eq(miningProducts.name, name));
        return row!;
      }),
    );
    const withdrawn = await call(t.app, 'POST', urlOf(miningAdminApi.setProductActive, { id: starter!.id }), {
      token: admin,
      body: { active: false, reason: 'Not offered in this installation' },
    });
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    const edited = await call(t.app, 'POST', urlOf(miningAdminApi.updateProduct, { id: standard!.id }), {
      token: admin,
      body: {
        name: 'BTC 90-day',
        description: standard!.description,
        pool: standard!.pool,
        coin: 'BTC',
        pricePerTh: '4.5',
        electricityPerThDay: standard!.electricityPerThDay,
        termDays: 90,
        minHashRate: 10,
        maxHashRate: 1000,
        active: true,
        reason: 'Repriced by the mining desk',
      },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);

    expect(await seedMiningProducts(t.app.db)).toBe(0);
    const rows = await t.app.db.select().from(miningProducts);
    expect(rows).toHaveLength(3);
    expect(rows.find((r) => r.id === starter!.id)!.active).toBe(false);
    expect(rows.find((r) => r.id === standard!.id)).toMatchObject({ name: 'BTC 90-day', pricePerTh: '4.5' });
    const onSale = await call(t.app, 'GET', urlOf(miningApi.products), { token });
    expect((onSale.body.data as { name: string }[]).map((p) => p.name)).not.toContain(starter!.name);
  });
});
