// Mean reversion: buys `quantity` when the last close is `entryDeviations` standard deviations below its mean over the
// last `lookbackMinutes` closes, and sells once the price is back at or above that mean.
import type { RobotParams } from '@platform/contracts';
import { deviation, lastOf, mean } from '../../../lib/series.ts';
import { closeAll, type StepDecision, type StepInput } from './intents.ts';

export type MeanReversionParams = Extract<RobotParams, { strategy: 'mean_reversion' }>;

export function meanReversionStep(input: StepInput<MeanReversionParams>): StepDecision {
  const { params, closes, held, memory } = input;
  const window = lastOf(closes, params.lookbackMinutes);
  if (!window) return { intents: [], memory, waiting: true };
  const price = window[window.length - 1]!;
  const m = mean(window);
  if (held.length > 0) return { intents: price >= m ? closeAll(held) : [], memory };
  const enter = price < m - params.entryDeviations * deviation(window);
  return { intents: enter ? [{ kind: 'buy', quantity: params.quantity, level: null }] : [], memory };
}
