// POST /api/mining/contracts (idempotent): buys hash rate on a product on sale. The hash-rate fee goes from the USDT
// funding account to fee income in one entry (refused on the field when funding lacks it: 'Purchase failed: …'); the
// contract copies the product's terms and locates a pool until the network's next period starts.
import { CODES, MESSAGES, type MiningContractDetail, type miningPurchaseBody, type z } from '@platform/contracts';
import { type Db, miningContracts } from '@platform/db';
import type { DomainEvent } from '../../core/events/domain-events.ts';
import { houseAccountId, userAccountId } from '../../core/ledger/accounts.ts';
import { postEntry } from '../../core/ledger/post-entry.ts';
import { refusingShortfall } from '../../core/ledger/shortfall.ts';
import { AppError } from '../../lib/app-error.ts';
import { contractTerms } from './contract-terms.ts';
import { contractDetail } from './contract-views.ts';
import type { MiningDeps } from './mining-deps.ts';
import { networkRule } from './network-repo.ts';
import { productForSale } from './products-repo.ts';

export async function purchase(
  tx: Db,
  deps: Pick<MiningDeps, 'periodMinutes' | 'sandbox'>,
  userId: number,
  input: z.output<typeof miningPurchaseBody>,
  now = new Date(),
): Promise<MiningContractDetail> {
  const product = await productForSale(tx, input.productId, input.hashRate);
  const rule = await networkRule(tx, deps.periodMinutes);
  const terms = contractTerms(product, input.hashRate, rule, now);
  const [row] = await tx
    .insert(miningContracts)
    .values({
      userId,
      productId: product.id,
      productName: product.name,
      pool: product.pool,
      coin: product.coin,
      status: 'locating',
      hashRate: input.hashRate,
      pricePerTh: product.pricePerTh,
      electricityPerThDay: product.electricityPerThDay,
      termDays: product.termDays,
      periodMinutes: rule.periodMinutes,
      periodsInTerm: terms.periodsInTerm,
      price: terms.price.toFixed(6),
      electricityPerPeriod: terms.electricityPerPeriod.toFixed(6),
      firstNetworkIndex: terms.firstNetworkIndex,
      startsAt: terms.startsAt,
      endsAt: terms.endsAt,
      nextPeriodEndsAt: terms.firstPeriodEndsAt,
      createdAt: now,
    })
    .returning();
  // The spec's 'Purchase failed', with the reason on the field.
  await refusingShortfall(
    () =>
      new AppError(CODES.badRequest, 'miningPurchaseFailed', undefined, [
        { field: 'hashRate', message: MESSAGES.miningFundsShort.en },
      ]),
    async () =>
      postEntry(tx, {
        type: 'mining_purchase',
        causeType: 'mining_contract',
        causeId: row!.id,
        actorKind: 'user',
        actorId: userId,
        memo: `Mining contract #${row!.id}: ${input.hashRate} TH/s of ${product.name} for ${product.termDays} days`,
        postings: [
          { accountId: await userAccountId(tx, userId, 'funding', 'USDT'), amount: terms.price.neg() },
          { accountId: await houseAccountId(tx, 'fee_income', 'USDT'), amount: terms.price },
        ],
      }),
  );
  return contractDetail(tx, deps, userId, row!.id, now);
}

/** What the buyer is told once the purchase committed: the contract and what it cost. */
export const purchasedEvent = (userId: number, contract: MiningContractDetail['contract']): DomainEvent => ({
  type: 'money.moved',
  kind: 'mining.purchased',
  userId,
  eventKey: `mining.purchased:${contract.id}`,
  link: `/mining/${contract.id}`,
  params: {
    id: String(contract.id),
    product: contract.productName,
    hashRate: String(contract.hashRate),
    price: contract.price,
  },
});
