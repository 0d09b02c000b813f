// The trend follower: long `exposurePercent` of equity in the symbol while the fast moving average of minute closes is
// above the slow one, flat otherwise; it waits until it has the slow average's minutes.
import type { FollowParams } from '@platform/contracts';
import { lastOf, mean } from '../../../lib/series.ts';

export type TrendParams = Extract<FollowParams, { strategy: 'trend' }>;
export type TrendCall = 'long' | 'flat' | 'wait';

export function trendCall(params: TrendParams, closes: readonly number[]): TrendCall {
  const slow = lastOf(closes, params.slowMinutes);
  const fast = lastOf(closes, params.fastMinutes);
  if (!slow || !fast) return 'wait';
  return mean(fast) > mean(slow) ? 'long' : 'flat';
}
