// The grid: [lowerPrice, upperPrice] split into `levels` equal steps gives the lines lower + i × step (i = 0 … levels).
// Each line below the top is a level: while the price is inside the range, a level whose line is at or above the ask
// and is not held is bought (`quantityPerLevel`); a held level is sold once the bid reaches the next line up. Exact
// decimals throughout (the lines are prices).
import type { RobotParams } from '@platform/contracts';
import { Big } from '../../../core/ledger/amounts.ts';
import type { Intent, StepDecision, StepInput } from './intents.ts';

export type GridParams = Extract<RobotParams, { strategy: 'grid' }>;

/** The level lines (levels of them, the bottom first), as exact decimal strings. */
export function gridLines(params: GridParams): Big[] {
  const lower = new Big(params.lowerPrice);
  const step = new Big(params.upperPrice).minus(lower).div(params.levels);
  return Array.from({ length: params.levels + 1 }, (_, i) => lower.plus(step.times(i)));
}

export function gridStep(input: StepInput<GridParams>): StepDecision {
  const { params, held } = input;
  const lines = gridLines(params);
  const ask = new Big(input.ask);
  const bid = new Big(input.bid);
  const intents: Intent[] = [];
  const heldLevels = new Set<string>();
  for (const lot of held) {
    const i = lines.findIndex((line) => lot.level !== null && line.eq(lot.level));
    const next = i >= 0 ? lines[i + 1] : undefined;
    if (next && bid.gte(next)) intents.push({ kind: 'close', positionId: lot.positionId });
    else if (lot.level !== null) heldLevels.add(new Big(lot.level).toString());
  }
  const inside = ask.gte(lines[0]!) && ask.lte(lines[lines.length - 1]!);
  if (inside) {
    for (const line of lines.slice(0, -1)) {
      if (line.gte(ask) && !heldLevels.has(line.toString())) {
        intents.push({ kind: 'buy', quantity: params.quantityPerLevel, level: line.toString() });
      }
    }
  }
  return { intents, memory: input.memory };
}
