// An IPO subscription's money, exactly (big.js): the price × quantity total, the margin the user pays (all of it
// without financing), the financed rest and its interest to the listing date, the fee, and what is frozen now.
import { Big } from '../../core/ledger/amounts.ts';

const DAY_MS = 86_400_000;
const CENTS = 2;

/** Whole days from the deadline to the listing date (its midnight, UTC), rounded up, never below zero. */
export function interestDaysOf(closesAt: Date, listingDate: string): number {
  const ms = Date.parse(`${listingDate}T00:00:00Z`) - closesAt.getTime();
  return Math.max(0, Math.ceil(ms / DAY_MS));
}

export interface SubscriptionTerms {
  price: string;
  quantity: number;
  /** 1 without financing. */
  leverage: number;
  fee: string;
  /** Annual rate in percent on the financed part; null without financing. */
  financingRate: string | null;
  interestDays: number;
}

export interface SubscriptionFigures {
  total: Big;
  margin: Big;
  financedAmount: Big;
  interest: Big;
  fee: Big;
  /** margin + fee + interest */
  frozen: Big;
}

/**
 * total = price × quantity; margin = total / leverage rounded up to cents; interest = financed × rate/100 × days/365
 * rounded half-up to cents (one division, so the rounding is exact).
 */
export function subscriptionFigures(terms: SubscriptionTerms): SubscriptionFigures {
  const total = new Big(terms.price).times(terms.quantity);
  const margin = total.div(terms.leverage).round(CENTS, Big.roundUp);
  const financedAmount = total.minus(margin);
  const interest =
    terms.leverage > 1 && terms.financingRate !== null
      ? financedAmount
          .times(terms.financingRate)
          .times(terms.interestDays)
          .div(100 * 365)
          .round(CENTS, Big.roundHalfUp)
      : new Big(0);
  const fee = new Big(terms.fee);
  return { total, margin, financedAmount, interest, fee, frozen: margin.plus(fee).plus(interest) };
}

/** What an allotted share cost in the end: (price × allotted + fee + interest) / allotted, to 4 decimals. */
export function actualBuyPriceOf(price: string, allotted: number, fee: string, interest: string): string | null {
  if (allotted <= 0) return null;
  return new Big(price).times(allotted).plus(fee).plus(interest).div(allotted).round(4, Big.roundHalfUp).toFixed(4);
}

/** The New York calendar date (YYYY-MM-DD) at `time`: listing dates are New York dates. */
export function newYorkDate(time = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(time);
}
