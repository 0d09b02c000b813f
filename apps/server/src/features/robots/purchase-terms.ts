// What buying or renting a product takes, checked field by field: the product is offered, the rental's days are one of
// its options, the parameters are for its strategy in whole lots, the allocation is at least its minimum and, with the
// fee, within the trading account's free margin; and the allocations of the user's live robots with this one stay
// within the account's equity once the fee is paid. Shared by the preview and the purchase (which locks the trading
// account first, so parallel purchases are checked one after another).
import {
  CODES,
  MESSAGES,
  type RobotParams,
  type RobotPlan,
  type RobotPreviewView,
  type SettlementCurrency,
} from '@platform/contracts';
import {
  and,
  type Db,
  eq,
  gt,
  inArray,
  isNull,
  or,
  type RobotProductRow as ProductRow,
  robots,
  sql,
} from '@platform/db';
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

/** What the user's robots that are not stopped (nor past their rental) have allocated in this currency. */
export async function allocatedToRobots(db: Db, userId: number, currency: SettlementCurrency, now: Date) {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${robots.allocation}), 0)` })
    .from(robots)
    .where(
      and(
        eq(robots.userId, userId),
        eq(robots.currency, currency),
        inArray(robots.status, ['running', 'paused']),
        or(isNull(robots.expiresAt), gt(robots.expiresAt, now)),
      ),
    );
  return new Big(row?.total ?? 0);
}

function overEquity(available: Big, currency: string) {
  const message = MESSAGES.robotAllocationOverEquity.en;
  return new AppError(CODES.badRequest, 'robotAllocationOverEquity', message, [{ field: 'allocation', message }], {
    available: (available.lt(0) ? new Big(0) : available).toFixed(2),
    currency,
  });
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
  const allocated = await allocatedToRobots(db, userId, product.currency, now);
  const available = new Big(account.equity).minus(fee).minus(allocated);
  if (allocation.gt(available)) throw overEquity(available, product.currency);
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
      equity: new Big(account.equity).toFixed(2),
      allocated: allocated.toFixed(2),
      availableToAllocate: available.toFixed(2),
    },
  };
}
