// A strategy's rule in words, as users read it on the institution's page; the form shows it as it is typed, with
// '…' for a figure not given yet.
import type { FollowInstitutionBody } from '@platform/contracts';
import type { AppTranslate } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';

const shown = (value: unknown) =>
  value === undefined || value === null || String(value).trim() === '' ? '…' : String(value).trim();

/** What a single-stock strategy holds: the stock and the share of equity it puts in it. */
const holding = (params: { symbol: string; exposurePercent: unknown }) => ({
  symbol: shown(params.symbol).toUpperCase(),
  exposure: shown(params.exposurePercent),
});

export function strategyRule(params: FollowInstitutionBody['params'], t: AppTranslate<ScreenTexts>): string {
  switch (params.strategy) {
    case 'trend':
      return t('follow.rule.trend', {
        ...holding(params),
        fast: shown(params.fastMinutes),
        slow: shown(params.slowMinutes),
      });
    case 'mean_reversion':
      return t('follow.rule.mean_reversion', {
        ...holding(params),
        deviations: shown(params.entryDeviations),
        lookback: shown(params.lookbackMinutes),
      });
    case 'index_tracker':
      return t('follow.rule.index_tracker', {
        symbols:
          params.symbols.length > 0
            ? params.symbols.map((s) => s.trim().toUpperCase()).join(t('follow.separator'))
            : '…',
        drift: shown(params.driftPercent),
      });
  }
}
