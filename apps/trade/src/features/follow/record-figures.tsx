import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { FollowInstitutionView, FollowParams } from '@platform/contracts';
import type { TranslateIn } from '@platform/ui';
import { ChangeText, CompactNumber, groupDigits, useDateFormat, useTexts } from '@platform/ui';
import type { ReactNode } from 'react';
import { useUpColor } from '../../lib/market/prefs.ts';
import { percentText } from './figures.ts';
import { FOLLOW } from './texts.ts';

/** An institution's rules in plain words, from its parameters. */
export function rulesInWords(t: TranslateIn<typeof FOLLOW>, params: FollowParams): string {
  switch (params.strategy) {
    case 'trend':
      return t('rules.trend', {
        symbol: params.symbol,
        exposure: params.exposurePercent,
        fast: params.fastMinutes,
        slow: params.slowMinutes,
      });
    case 'mean_reversion':
      return t('rules.mean_reversion', {
        symbol: params.symbol,
        exposure: params.exposurePercent,
        deviations: params.entryDeviations,
        lookback: params.lookbackMinutes,
      });
    case 'index_tracker':
      return t('rules.index_tracker', { symbols: params.symbols.join(', '), drift: params.driftPercent });
  }
}

/** A percent with its sign and direction colour, or "not yet" where the record is shorter than the period. */
export function PercentFigure({ value, testId }: { value: string | null; testId?: string }) {
  const { t } = useTexts(FOLLOW);
  const upColor = useUpColor();
  if (value === null)
    return (
      <Text span size="sm" c="dimmed" data-testid={testId}>
        {t('noRecord')}
      </Text>
    );
  return <ChangeText value={percentText(value)} suffix="%" upColor={upColor} fw={600} data-testid={testId} />;
}

function Figure({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Stack gap={0}>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} data-testid={`follow-${testId}`}>
        {children}
      </Text>
    </Stack>
  );
}

const PERIODS = ['day', 'week', 'month', 'all'] as const;

/** Returns by period, the largest drawdown, the number of trades and when the record starts (and the equity now). */
export function RecordFigures({
  institution: i,
  withEquity = false,
}: {
  institution: FollowInstitutionView;
  withEquity?: boolean;
}) {
  const { t } = useTexts(FOLLOW);
  const { date } = useDateFormat();
  return (
    <Stack gap="xs">
      <Text size="xs" fw={600} c="dimmed" id={`follow-returns-${i.id}`}>
        {t('returns.label')}
      </Text>
      <SimpleGrid cols={4} spacing="xs" component="dl" m={0} aria-labelledby={`follow-returns-${i.id}`}>
        {PERIODS.map((period) => (
          <Figure key={period} label={t(`returns.${period}`)} testId={`return-${period}`}>
            <PercentFigure value={i.returns[period]} />
          </Figure>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: withEquity ? 2 : 3, sm: withEquity ? 4 : 3 }} spacing="xs" component="dl" m={0}>
        <Figure label={t('maxDrawdown')} testId="drawdown">
          {i.maxDrawdown === null ? (
            <Text span size="sm" c="dimmed">
              {t('noRecord')}
            </Text>
          ) : (
            <Text span inherit className="tabular" fw={600}>
              {percentText(i.maxDrawdown)}%
            </Text>
          )}
        </Figure>
        <Figure label={t('trades')} testId="trades">
          <Text span inherit className="tabular" fw={600}>
            {groupDigits(i.trades)}
          </Text>
        </Figure>
        <Figure label={t('recordSince')} testId="since">
          {date(i.recordSince)}
        </Figure>
        {withEquity ? (
          <Figure label={t('equity')} testId="equity">
            {i.equity === null ? (
              <Text span size="sm" c="dimmed">
                {t('noRecord')}
              </Text>
            ) : (
              <CompactNumber value={i.equity} suffix=" USD" fw={600} />
            )}
          </Figure>
        ) : null}
      </SimpleGrid>
    </Stack>
  );
}
