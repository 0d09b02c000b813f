// A follow order's money, as disclosed before confirming: r = end equity / start equity − 1 of the institution;
// gross P/L = amount × r; the management fee = amount × rate × days / 365; the profit share = its percent of what
// the amount gained above the follower's high-water mark (a multiple of the start equity). Every figure in cents,
// half-up; what is paid back (amount + gross − fees) never falls below zero: the house absorbs a deeper loss.
import { Big, ZERO } from '../../core/ledger/amounts.ts';

const cents = (value: Big) => value.round(2, Big.roundHalfUp);

export interface FollowTerms {
  amount: string;
  periodDays: number;
  managementFeePercent: string;
  profitSharePercent: string;
}

export function managementFeeOf(terms: FollowTerms): Big {
  return cents(new Big(terms.amount).times(terms.managementFeePercent).div(100).times(terms.periodDays).div(365));
}

export interface FollowOutcome {
  /** End equity / start equity − 1, percent, 2 decimals. */
  returnPercent: string;
  grossPnl: Big;
  managementFee: Big;
  profitShare: Big;
  /** What the follower has: amount + gross P/L − fees, at least zero. */
  value: Big;
}

export function outcomeOf(
  terms: FollowTerms,
  startEquity: string,
  endEquity: string,
  highWaterMark: string,
): FollowOutcome {
  const amount = new Big(terms.amount);
  const ratio = new Big(endEquity).div(startEquity);
  const grossPnl = cents(amount.times(ratio.minus(1)));
  const aboveMark = ratio.minus(highWaterMark);
  const profitShare = aboveMark.gt(0) ? cents(amount.times(aboveMark).times(terms.profitSharePercent).div(100)) : ZERO;
  // The fees come out of what the order is worth, never out of the rest of the account.
  const worth = amount.plus(grossPnl);
  const fullFee = managementFeeOf(terms);
  const managementFee = worth.lt(fullFee) ? (worth.gt(0) ? worth : ZERO) : fullFee;
  const value = worth.minus(managementFee).minus(profitShare);
  return {
    returnPercent: ratio.minus(1).times(100).round(2, Big.roundHalfUp).toFixed(2),
    grossPnl,
    managementFee,
    profitShare,
    value: value.gt(0) ? value : ZERO,
  };
}

/**
 * The follower's high-water mark for an order starting at `startEquity`: the highest institution equity their settled
 * orders on it reached (each order's end, or the mark it already carried), as a multiple of this start; at least 1.
 */
export function highWaterMarkOf(startEquity: string, previousPeak: string | null): string {
  if (previousPeak === null) return '1';
  const multiple = new Big(previousPeak).div(startEquity);
  return multiple.gt(1) ? multiple.round(8, Big.roundHalfUp).toString() : '1';
}
