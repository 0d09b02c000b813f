// The catalogue a new installation starts with, so /mining is not empty until an operator acts: three BTC products on
// the simulated network, short, standard and long. Seeded only when no mining product exists (a first start, under the
// bootstrap's exclusive lock), each creation audited with no operator (the system); operators edit or withdraw them
// afterwards like any other product, and a withdrawn or edited product is never seeded again.
//
// Priced like real cloud-mining offers, never to look profitable: at the network now (about 815,000,000 TH/s, ±3 %,
// growing 0.05 % a day) one TH/s earns about 450 / 815,000,000 ≈ 0.00000055 BTC a day, so even at a generous
// REFERENCE_BTC_USDT of 150,000 the expected payout of each term is below its hash-rate fee plus its electricity
// (mining-catalogue.test.ts checks it against the network's current period).
import { auditLog, type Db, miningProducts } from '@platform/db';
import { auditedTerms } from './admin/admin-views.ts';

/** A BTC price above any the coin has traded at so far: the seeded offers lose money even at it. */
export const REFERENCE_BTC_USDT = '150000';

export const SEED_MINING_PRODUCTS = [
  {
    name: 'BTC 30-day starter',
    description:
      'Bitcoin SHA-256 hash rate for 30 days on the simulated network, from 1 TH/s: a small first contract to see how settlement works.',
    pool: 'Harbor Pool',
    coin: 'BTC' as const,
    pricePerTh: '1.5',
    electricityPerThDay: '0.05',
    termDays: 30,
    minHashRate: 1,
    maxHashRate: 200,
  },
  {
    name: 'BTC 90-day standard',
    description: 'Bitcoin SHA-256 hash rate for 90 days on the simulated network, from 10 TH/s.',
    pool: 'Summit Pool',
    coin: 'BTC' as const,
    pricePerTh: '4.2',
    electricityPerThDay: '0.048',
    termDays: 90,
    minHashRate: 10,
    maxHashRate: 1000,
  },
  {
    name: 'BTC 180-day long term',
    description:
      'Bitcoin SHA-256 hash rate for 180 days on the simulated network, from 50 TH/s. The network’s hash rate drifts upwards over the term, so later periods pay less.',
    pool: 'Meridian Pool',
    coin: 'BTC' as const,
    pricePerTh: '8.1',
    electricityPerThDay: '0.045',
    termDays: 180,
    minHashRate: 50,
    maxHashRate: 5000,
  },
];

export const SEED_REASON = 'Default catalogue seeded at the first start';

/** Seeds the default products when the installation has none; returns how many it created. */
export async function seedMiningProducts(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: miningProducts.id }).from(miningProducts).limit(1);
    if (existing) return 0;
    const created = await tx
      .insert(miningProducts)
      .values(SEED_MINING_PRODUCTS.map((p) => ({ ...p, active: true, createdBy: null })))
      .onConflictDoNothing({ target: miningProducts.name })
      .returning();
    if (created.length > 0) {
      await tx.insert(auditLog).values(
        created.map((row) => ({
          actorId: null,
          action: 'mining.product.create',
          targetType: 'mining_product',
          targetId: String(row.id),
          reason: SEED_REASON,
          detail: { after: auditedTerms(row), seeded: true },
          ip: null,
        })),
      );
    }
    return created.length;
  });
}
