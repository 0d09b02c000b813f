// One step of any strategy: the robot's parameters choose the rules.
import type { RobotParams } from '@platform/contracts';
import { dcaStep } from './dca.ts';
import { gridStep } from './grid.ts';
import type { StepDecision, StepInput } from './intents.ts';
import { meanReversionStep } from './mean-reversion.ts';
import { trendStep } from './trend.ts';

export type { HeldLot, Intent, StepDecision, StepInput } from './intents.ts';

export function decide(input: StepInput): StepDecision {
  const { params } = input;
  switch (params.strategy) {
    case 'grid':
      return gridStep({ ...input, params });
    case 'dca':
      return dcaStep({ ...input, params });
    case 'trend':
      return trendStep({ ...input, params });
    case 'mean_reversion':
      return meanReversionStep({ ...input, params });
  }
}

/** How many minute closes a strategy reads. */
export function closesNeeded(params: RobotParams): number {
  if (params.strategy === 'trend') return params.slowMinutes;
  if (params.strategy === 'mean_reversion') return params.lookbackMinutes;
  return 0;
}
