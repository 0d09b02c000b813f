// Offerings as users and operators see them: the phase from the dates and what has run, the subscription price (the
// final price, else the top of the range), and the amount raised at it.
import type { AdminIpoOfferingView, IpoOfferingView, IpoPhase } from '@platform/contracts';
import type { IpoOfferingRow } from '@platform/db';
import { Big, show } from '../../core/ledger/amounts.ts';

export function phaseOf(row: IpoOfferingRow, now = new Date()): IpoPhase {
  if (row.listedAt) return 'listed';
  if (row.allottedAt) return 'allotted';
  if (now >= row.closesAt) return 'waiting_allotment';
  if (now >= row.opensAt) return 'purchasable';
  return 'upcoming';
}

/** What a subscription freezes per share now. */
export const subscriptionPriceOf = (row: Pick<IpoOfferingRow, 'finalPrice' | 'priceHigh'>) =>
  row.finalPrice ?? row.priceHigh;

export const lotsOfferedOf = (row: Pick<IpoOfferingRow, 'sharesOffered' | 'lotSize'>) =>
  row.sharesOffered / row.lotSize;

const rate = (value: string | null) => (value === null ? null : new Big(value).toString());

export function offeringViewOf(row: IpoOfferingRow, now = new Date()): IpoOfferingView {
  const price = subscriptionPriceOf(row);
  return {
    id: row.id,
    symbol: row.symbol,
    company: row.company,
    exchange: row.exchange,
    sector: row.sector,
    currency: 'USD',
    phase: phaseOf(row, now),
    priceLow: show(row.priceLow, 'USD'),
    priceHigh: show(row.priceHigh, 'USD'),
    finalPrice: row.finalPrice === null ? null : show(row.finalPrice, 'USD'),
    subscriptionPrice: show(price, 'USD'),
    lotSize: row.lotSize,
    sharesOffered: row.sharesOffered,
    sharesOutstanding: row.sharesOutstanding,
    amountRaised: show(new Big(price).times(row.sharesOffered), 'USD'),
    fee: show(row.fee, 'USD'),
    opensAt: row.opensAt.toISOString(),
    closesAt: row.closesAt.toISOString(),
    listingDate: row.listingDate,
    prospectusDate: row.prospectusDate,
    prospectusFile: row.prospectusFile,
    financingRate: rate(row.financingRate),
    financingLeverage: row.financingLeverage,
    seedHash: row.seedHash,
    lotsRequested: row.lotsRequested,
  };
}

export function adminOfferingViewOf(
  row: IpoOfferingRow,
  totals: { subscriptions: number; frozen: string },
  now = new Date(),
): AdminIpoOfferingView {
  return {
    ...offeringViewOf(row, now),
    subscriptions: totals.subscriptions,
    frozen: show(totals.frozen, 'USD'),
    allottedAt: row.allottedAt?.toISOString() ?? null,
    listedAt: row.listedAt?.toISOString() ?? null,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
