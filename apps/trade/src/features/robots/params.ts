// A robot's parameters: its rules in plain words with their figures, and each parameter's name and value in order.
import type { RobotParams } from '@platform/contracts';
import type { TranslateIn } from '@platform/ui';
import { groupDigits, trimZeros } from '@platform/ui';
import type { ROBOTS } from './texts.ts';

/** The robot's rules in words, from its parameters and instrument. */
export function rulesInWords(t: TranslateIn<typeof ROBOTS>, params: RobotParams, symbol: string): string {
  switch (params.strategy) {
    case 'grid':
      return t('rules.grid', {
        symbol,
        lower: groupDigits(params.lowerPrice),
        upper: groupDigits(params.upperPrice),
        levels: params.levels,
        quantity: groupDigits(params.quantityPerLevel),
      });
    case 'dca':
      return t('rules.dca', {
        symbol,
        quantity: groupDigits(params.quantityPerBuy),
        interval: params.intervalMinutes,
        maxBuys: params.maxBuys,
        takeProfit: trimZeros(params.takeProfitPercent),
      });
    case 'trend':
      return t('rules.trend', {
        symbol,
        quantity: groupDigits(params.quantity),
        fast: params.fastMinutes,
        slow: params.slowMinutes,
      });
    case 'mean_reversion':
      return t('rules.mean_reversion', {
        symbol,
        quantity: groupDigits(params.quantity),
        deviations: params.entryDeviations,
        lookback: params.lookbackMinutes,
      });
  }
}

/** The editable parameters of each strategy, in the order they are shown. */
export const PARAM_FIELDS = {
  grid: ['lowerPrice', 'upperPrice', 'levels', 'quantityPerLevel'],
  dca: ['intervalMinutes', 'quantityPerBuy', 'maxBuys', 'takeProfitPercent'],
  trend: ['fastMinutes', 'slowMinutes', 'quantity'],
  mean_reversion: ['lookbackMinutes', 'entryDeviations', 'quantity'],
} as const satisfies Record<RobotParams['strategy'], readonly string[]>;

export type ParamValues = Record<string, string>;

/** The parameters as the form's text values. */
export function paramValues(params: RobotParams): ParamValues {
  const values: ParamValues = {};
  for (const field of PARAM_FIELDS[params.strategy]) values[field] = String(params[field as keyof typeof params]);
  return values;
}

/** The form's values as the parameters sent to the server (it coerces and checks them). */
export function paramsOf(strategy: RobotParams['strategy'], values: ParamValues): RobotParams {
  const params: Record<string, string> = { strategy };
  for (const field of PARAM_FIELDS[strategy]) params[field] = (values[field] ?? '').trim();
  return params as unknown as RobotParams;
}

/** Each parameter's name and value as shown. */
export function paramEntries(
  t: TranslateIn<typeof ROBOTS>,
  params: RobotParams,
): [key: string, label: string, value: string][] {
  return PARAM_FIELDS[params.strategy].map((field) => {
    const value = String(params[field as keyof typeof params]);
    return [field, t(`params.${field}`), /^\d+(\.\d+)?$/.test(value) ? groupDigits(value) : value];
  });
}
