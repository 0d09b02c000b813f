// The index tracker: equal parts of equity in each symbol, rebalanced (every symbol back to its part, in whole lots)
// when any weight has drifted from its part by more than `driftPercent` points.
import type { FollowParams } from '@platform/contracts';
import { Big } from '../../../core/ledger/amounts.ts';

export type IndexTrackerParams = Extract<FollowParams, { strategy: 'index_tracker' }>;

export interface Holding {
  symbol: string;
  /** Shares held. */
  quantity: number;
  /** The price each share is valued at (the price it would close at now). */
  price: string;
  /** The price a share is bought at now (the ask). */
  buyPrice: string;
  lotSize: number;
  /** The fee rate of a fill, so a purchase and its fee fit in its part. */
  feeRate: string;
}

/** Shares to buy (positive) or sell (negative) per symbol; empty when every weight is within the drift. */
export function rebalance(params: IndexTrackerParams, equity: string, holdings: readonly Holding[]) {
  const total = new Big(equity);
  if (total.lte(0) || holdings.length === 0) return new Map<string, number>();
  const part = total.div(holdings.length);
  const target = new Big(100).div(holdings.length);
  const drifted = holdings.some((h) => {
    const weight = new Big(h.price).times(h.quantity).div(total).times(100);
    return weight.minus(target).abs().gt(params.driftPercent);
  });
  const moves = new Map<string, number>();
  if (!drifted) return moves;
  for (const h of holdings) {
    const perShare = new Big(h.buyPrice).times(new Big(1).plus(h.feeRate));
    const lots = part.div(perShare.times(h.lotSize)).round(0, Big.roundDown).toNumber();
    const delta = lots * h.lotSize - h.quantity;
    if (delta !== 0) moves.set(h.symbol, delta);
  }
  return moves;
}
