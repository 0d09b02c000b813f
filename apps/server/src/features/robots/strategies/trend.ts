// The trend follower: holds `quantity` while the fast moving average of minute closes is above the slow one, flat
// otherwise; it waits until it has the slow average's minutes.
import type { RobotParams } from '@platform/contracts';
import { lastOf, mean } from '../../../lib/series.ts';
import { closeAll, type StepDecision, type StepInput } from './intents.ts';

export type TrendParams = Extract<RobotParams, { strategy: 'trend' }>;

export function trendStep(input: StepInput<TrendParams>): StepDecision {
  const { params, closes, held, memory } = input;
  const slow = lastOf(closes, params.slowMinutes);
  const fast = lastOf(closes, params.fastMinutes);
  if (!slow || !fast) return { intents: [], memory, waiting: true };
  if (mean(fast) > mean(slow)) {
    return { intents: held.length === 0 ? [{ kind: 'buy', quantity: params.quantity, level: null }] : [], memory };
  }
  return { intents: closeAll(held), memory };
}
