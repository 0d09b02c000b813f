// Dollar-cost averaging: buys `quantityPerBuy` every `intervalMinutes` while fewer than `maxBuys` are held; once the bid
// is `takeProfitPercent` above the average buying price of what is held, sells everything (and starts again).
import type { RobotParams } from '@platform/contracts';
import { Big } from '../../../core/ledger/amounts.ts';
import { closeAll, type StepDecision, type StepInput } from './intents.ts';

export type DcaParams = Extract<RobotParams, { strategy: 'dca' }>;

/** The average buying price of the lots, weighted by quantity; null when none is held. */
export function averagePrice(held: StepInput['held']): Big | null {
  const quantity = held.reduce((sum, lot) => sum + lot.quantity, 0);
  if (quantity === 0) return null;
  return held.reduce((sum, lot) => sum.plus(new Big(lot.openPrice).times(lot.quantity)), new Big(0)).div(quantity);
}

export function dcaStep(input: StepInput<DcaParams>): StepDecision {
  const { params, held, memory, now } = input;
  const average = averagePrice(held);
  if (average && new Big(input.bid).gte(average.times(new Big(100).plus(params.takeProfitPercent)).div(100))) {
    return { intents: closeAll(held), memory: {} };
  }
  const last = memory.lastBuyAt ? new Date(memory.lastBuyAt).getTime() : null;
  const due = last === null || now.getTime() - last >= params.intervalMinutes * 60_000;
  if (due && held.length < params.maxBuys) {
    return {
      intents: [{ kind: 'buy', quantity: params.quantityPerBuy, level: null }],
      memory: { lastBuyAt: now.toISOString() },
    };
  }
  return { intents: [], memory };
}
