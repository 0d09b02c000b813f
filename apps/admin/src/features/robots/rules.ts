// A robot's rule in words with its figures, as users read it in the catalogue; '…' for a figure not typed yet.
import type { RobotParams } from '@platform/contracts';
import { groupDigits, trimZeros } from '@platform/ui';
import type { AppTranslate } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';

const figure = (value: unknown, show: (v: string) => string = groupDigits) => {
  const text = value === undefined || value === null ? '' : String(value).trim();
  if (text === '') return '…';
  return /^\d+(\.\d+)?$/.test(text) ? show(text) : text;
};

export function rulesInWords(t: AppTranslate<ScreenTexts>, params: RobotParams, symbol: string): string {
  switch (params.strategy) {
    case 'grid':
      return t('robots.rules.grid', {
        symbol,
        lower: figure(params.lowerPrice),
        upper: figure(params.upperPrice),
        levels: figure(params.levels),
        quantity: figure(params.quantityPerLevel),
      });
    case 'dca':
      return t('robots.rules.dca', {
        symbol,
        quantity: figure(params.quantityPerBuy),
        interval: figure(params.intervalMinutes),
        maxBuys: figure(params.maxBuys),
        takeProfit: figure(params.takeProfitPercent, (v) => trimZeros(v)),
      });
    case 'trend':
      return t('robots.rules.trend', {
        symbol,
        quantity: figure(params.quantity),
        fast: figure(params.fastMinutes),
        slow: figure(params.slowMinutes),
      });
    case 'mean_reversion':
      return t('robots.rules.mean_reversion', {
        symbol,
        quantity: figure(params.quantity),
        deviations: figure(params.entryDeviations),
        lookback: figure(params.lookbackMinutes),
      });
  }
}
