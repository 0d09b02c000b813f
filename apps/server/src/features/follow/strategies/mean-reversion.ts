// The mean-reversion book: buys when the last close is more than `entryDeviations` standard deviations below its mean
// over the last `lookbackMinutes` closes, and closes the position once the price is back at or above that mean.
import type { FollowParams } from '@platform/contracts';
import { deviation, lastOf, mean } from '../../../lib/series.ts';

export type MeanReversionParams = Extract<FollowParams, { strategy: 'mean_reversion' }>;
export type MeanReversionCall = 'enter' | 'exit' | 'hold';

export function meanReversionCall(
  params: MeanReversionParams,
  closes: readonly number[],
  holding: boolean,
): MeanReversionCall {
  const window = lastOf(closes, params.lookbackMinutes);
  if (!window) return 'hold';
  const price = window[window.length - 1]!;
  const m = mean(window);
  if (holding) return price >= m ? 'exit' : 'hold';
  return price < m - params.entryDeviations * deviation(window) ? 'enter' : 'hold';
}
