// What a subscription of `quantity` shares to an offering freezes, after the checks every subscription passes: the
// offering open now, a whole number of lots within the shares offered, financing only where offered.
import type { IpoOfferingRow } from '@platform/db';
import { AppError } from '../../lib/app-error.ts';
import { interestDaysOf, type SubscriptionFigures, subscriptionFigures } from './ipo-money.ts';
import { phaseOf, subscriptionPriceOf } from './offering-views.ts';

export interface SubscriptionQuote extends SubscriptionFigures {
  price: string;
  quantity: number;
  financed: boolean;
  leverage: number;
  interestDays: number;
}

/** Refuses unless the offering takes subscriptions now (opened, before the deadline, not yet allotted). */
export function requirePurchasable(offering: IpoOfferingRow, now = new Date()) {
  if (phaseOf(offering, now) !== 'purchasable') throw AppError.conflict('ipoNotOpen');
}

export function quoteSubscription(offering: IpoOfferingRow, quantity: number, financed: boolean): SubscriptionQuote {
  if (quantity % offering.lotSize !== 0) throw AppError.badRequest('ipoQuantityLots', 'quantity');
  if (quantity > offering.sharesOffered) throw AppError.badRequest('ipoQuantityRange', 'quantity');
  if (financed && (offering.financingLeverage === null || offering.financingRate === null)) {
    throw AppError.badRequest('ipoFinancingUnavailable', 'financing');
  }
  const leverage = financed ? offering.financingLeverage! : 1;
  const price = subscriptionPriceOf(offering);
  const interestDays = interestDaysOf(offering.closesAt, offering.listingDate);
  const figures = subscriptionFigures({
    price,
    quantity,
    leverage,
    fee: offering.fee,
    financingRate: financed ? offering.financingRate : null,
    interestDays,
  });
  return { ...figures, price, quantity, financed, leverage, interestDays };
}
