// GET /api/mining/products/:id/preview: what buying `hashRate` costs and takes, and an estimate of a period's payout
// at the current period's network inputs (labelled an estimate: the real inputs drift).
import type { MiningPreviewView } from '@platform/contracts';
import { type Db, readAll } from '@platform/db';
import { contractTerms } from './contract-terms.ts';
import { availableOf } from './energy.ts';
import type { MiningDeps } from './mining-deps.ts';
import { grossOf, payoutOf } from './mining-money.ts';
import { networkRule } from './network-repo.ts';
import { networkPeriod, periodIndexAt } from './network-rule.ts';
import { productForSale } from './products-repo.ts';

export async function previewPurchase(
  db: Db,
  deps: Pick<MiningDeps, 'periodMinutes'>,
  userId: number,
  productId: number,
  hashRate: number,
  now = new Date(),
): Promise<MiningPreviewView> {
  const product = await productForSale(db, productId, hashRate, 'id');
  const rule = await networkRule(db, deps.periodMinutes);
  const terms = contractTerms(product, hashRate, rule, now);
  const current = networkPeriod(rule, Math.max(0, periodIndexAt(rule, now)));
  const [funding, energy] = await readAll(db, [
    () => availableOf(db, userId, 'funding', 'USDT'),
    () => availableOf(db, userId, 'energy', 'USDT'),
  ]);
  return {
    productId: product.id,
    hashRate,
    price: terms.price.toFixed(6),
    electricityPerDay: terms.electricityPerDay.toFixed(6),
    electricityPerPeriod: terms.electricityPerPeriod.toFixed(6),
    electricityForTerm: terms.electricityForTerm.toFixed(6),
    periodsInTerm: terms.periodsInTerm,
    periodMinutes: rule.periodMinutes,
    startsAt: terms.startsAt.toISOString(),
    endsAt: terms.endsAt.toISOString(),
    estimate: {
      networkIndex: current.index,
      networkHashRate: current.networkHashRate,
      blockReward: current.blockReward,
      blocks: current.blocks,
      payoutPerPeriod: payoutOf(
        grossOf(hashRate, current.networkHashRate, current.blockReward, current.blocks),
      ).toFixed(8),
    },
    fundingAvailable: funding.toFixed(6),
    energyBalance: energy.toFixed(6),
    affordable: funding.gte(terms.price),
  };
}
