// What buying or renting a product takes, checked field by field: the product is offered, the rental's days are one of
// its options, the parameters are for its strategy in whole lots, the allocation is at least its minimum and, with the
// fee, within the trading account's free margin. Shared by the preview and the purchase.
import type { RobotParams, RobotPlan, RobotPreviewView } from '@platform/contracts';
import type { Db, RobotProductRow as ProductRow } from '@platform/db';
import { Big } from '../../core/ledger/amounts.ts';
import type { DeskTerms, OrderDesk } from '../../core/trading/order-desk.ts';
import { AppError } from '../../lib/app-error.ts';

const DAY_MS = 86_400_000;

export interface PurchaseInput {
  plan: RobotPlan;
  days?: number | undefined;
  allocation: string;
  params?: RobotParams | undefined;
}

export interface PurchaseTerms {
  fee: Big;
  expiresAt: Date | null;
  params: RobotParams;
  terms: DeskTerms;
  preview: RobotPreviewView;
}

const quantitiesOf = (params: RobotParams): [string, number][] => {
  switch (params.strategy) {
    case 'grid':
      return [['quantityPerLevel', params.quantityPerLevel]];
    case 'dca':
      return [['quantityPerBuy', params.quantityPerBuy]];
    default:
      return [['quantity', params.quantity]];
  }
};

/** The parameters (the product's defaults when none), checked for its strategy and whole lots; `field` names them. */
export function checkParams(
  product: ProductRow,
  params: RobotParams | undefined,
  lotSize: number,
  field = 'params',
): RobotParams {
  const chosen = params ?? product.defaultParams;
  if (chosen.strategy !== product.strategy) throw AppError.badRequest('robotParamsStrategy', `${field}.strategy`);
  for (const [name, quantity] of quantitiesOf(chosen)) {
    if (quantity % lotSize !== 0) throw AppError.badRequest('robotQuantityLots', `${field}.${name}`);
  }
  return chosen;
}

export async function purchaseTerms(
  db: Db,
  desk: OrderDesk,
  userId: number,
  product: ProductRow,
  input: PurchaseInput,
  now: Date,
): Promise<PurchaseTerms> {
  if (!product.active) throw AppError.badRequest('robotProductInactive', 'productId');
  const terms = await desk.terms(db, product.symbol);
  let fee: Big;
  let expiresAt: Date | null = null;
  if (input.plan === 'rental') {
    const option = product.rentOptions.find((o) => o.days === input.days);
    if (!option) throw AppError.badRequest('robotRentDaysUnknown', 'days');
    fee = new Big(option.fee);
    expiresAt = new Date(now.getTime() + option.days * DAY_MS);
  } else {
    fee = new Big(product.buyPrice);
  }
  const params = checkParams(product, input.params, terms.lotSize);
  const allocation = new Big(input.allocation);
  if (allocation.lt(product.minAllocation)) throw AppError.badRequest('robotAllocationTooSmall', 'allocation');
  const account = await desk.account(db, userId, product.currency);
  const after = new Big(account.freeMargin).minus(fee).minus(allocation);
  if (after.lt(0)) throw AppError.badRequest('robotAllocationOverFree', 'allocation');
  return {
    fee,
    expiresAt,
    params,
    terms,
    preview: {
      productId: product.id,
      plan: input.plan,
      days: input.plan === 'rental' ? (input.days ?? null) : null,
      currency: product.currency,
      fee: fee.toFixed(2),
      expiresAt: expiresAt?.toISOString() ?? null,
      allocation: allocation.toFixed(2),
      freeMargin: new Big(account.freeMargin).toFixed(2),
      freeMarginAfter: after.toFixed(2),
    },
  };
}
