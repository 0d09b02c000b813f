// A subscription as its owner sees it: the recorded quantities and amounts, with the offering's phase.
import type { IpoSubscriptionView } from '@platform/contracts';
import type { IpoOfferingRow, IpoSubscriptionRow } from '@platform/db';
import { Big, show } from '../../core/ledger/amounts.ts';
import { referenceOf } from './allotment.ts';
import { actualBuyPriceOf } from './ipo-money.ts';
import { phaseOf } from './offering-views.ts';

export function subscriptionViewOf(
  row: IpoSubscriptionRow,
  offering: IpoOfferingRow,
  now = new Date(),
): IpoSubscriptionView {
  const allotted = row.allottedQuantity;
  return {
    id: row.id,
    reference: referenceOf(row.offeringId, row.id),
    offeringId: row.offeringId,
    symbol: offering.symbol,
    company: offering.company,
    phase: phaseOf(offering, now),
    status: row.status,
    quantity: row.quantity,
    price: show(row.price, 'USD'),
    financed: row.financed,
    leverage: row.leverage,
    total: show(new Big(row.price).times(row.quantity), 'USD'),
    fee: show(row.fee, 'USD'),
    interest: show(row.interest, 'USD'),
    allottedQuantity: allotted,
    amountPaid: show(row.amountPaid, 'USD'),
    amountPending: show(row.frozen, 'USD'),
    amountReleased: show(row.amountReleased, 'USD'),
    discountedPrice: show(row.price, 'USD'),
    actualBuyPrice:
      row.status === 'allotted' && allotted ? actualBuyPriceOf(row.price, allotted, row.fee, row.interest) : null,
    positionId: row.positionId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    allottedAt: row.allottedAt?.toISOString() ?? null,
  };
}
