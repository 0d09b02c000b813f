import { Center, Loader, Paper, SegmentedControl, Stack, VisuallyHidden } from '@mantine/core';
import { CHART_PERIODS, type ChartPeriod } from '@platform/contracts';
import { QueryState } from '@platform/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpColor } from '../../lib/market/prefs.ts';
import { chartQuery } from '../../lib/market/queries.ts';
import { PriceChart } from './price-chart.tsx';
import { DETAIL } from './texts.ts';

/** Period buttons over the chart; the chart redraws with the bars of the chosen period. */
export function ChartPanel({ symbol, tickSize, timeZone }: { symbol: string; tickSize: string; timeZone: string }) {
  const { t } = useTranslation(DETAIL);
  const [period, setPeriod] = useState<ChartPeriod>('intraday');
  const upColor = useUpColor();
  const chart = useQuery({ ...chartQuery(symbol, period), placeholderData: keepPreviousData });

  return (
    <Paper p="sm" radius="lg" withBorder>
      <Stack gap="sm">
        <SegmentedControl
          fullWidth
          size="xs"
          aria-label={t('periods.label')}
          value={period}
          onChange={(value) => setPeriod(value as ChartPeriod)}
          data={CHART_PERIODS.map((p) => ({ value: p, label: t(`periods.${p}`) }))}
        />
        {chart.data ? (
          <div aria-busy={chart.isPlaceholderData}>
            <PriceChart
              chart={chart.data}
              period={chart.data.period}
              tickSize={tickSize}
              timeZone={timeZone}
              upColor={upColor}
            />
            {chart.isPlaceholderData && (
              <Center role="status">
                <Loader size="xs" />
                <VisuallyHidden>{t('common:loading')}</VisuallyHidden>
              </Center>
            )}
          </div>
        ) : (
          <QueryState query={chart} />
        )}
      </Stack>
    </Paper>
  );
}
