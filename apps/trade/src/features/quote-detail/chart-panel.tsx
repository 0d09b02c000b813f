import { Center, Loader, Paper, SegmentedControl, Stack, Text, VisuallyHidden } from '@mantine/core';
import { type Bar, CHART_PERIODS, type Chart, type ChartPeriod } from '@platform/contracts';
import { QueryState, useTexts } from '@platform/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useUpColor } from '../../lib/market/prefs.ts';
import { chartQuery } from '../../lib/market/queries.ts';
import { marketSocket } from '../../lib/realtime/socket.ts';
import classes from './chart/chart.module.css';
import { drawnType, useChartPrefs } from './chart/chart-settings.ts';
import { ChartToolbar } from './chart/chart-toolbar.tsx';
import { IndicatorSettings } from './chart/indicator-settings.tsx';
import { useFullscreen } from './chart/use-fullscreen.ts';
import { applyTick } from './live-bars.ts';
import { PriceChart } from './price-chart.tsx';
import { DETAIL } from './texts.ts';

/** A fetched chart asks again at most this often when quotes fall past its trading day (a new day has begun). */
const REFETCH_GAP_MS = 15_000;

/**
 * A chart's bars moved by the symbol's streamed quotes: the last bar follows each trade and a new bar starts with each
 * new interval (see live-bars.ts). A quote past the chart's trading day fetches the chart afresh.
 */
function useLiveBars(symbol: string, chart: Chart | undefined, refetch: () => unknown): Bar[] | undefined {
  const [live, setLive] = useState<{ chart: Chart; bars: Bar[] } | null>(null);
  useEffect(() => {
    if (!chart) return;
    let bars = chart.bars;
    let askedAt = 0;
    return marketSocket.subscribeQuote(symbol, (quote) => {
      if (quote.symbol !== chart.symbol) return;
      const next = applyTick({ bars, interval: chart.interval, session: chart.session }, quote);
      if (next.step.kind === 'refetch') {
        if (Date.now() - askedAt < REFETCH_GAP_MS) return;
        askedAt = Date.now();
        refetch();
        return;
      }
      if (next.step.kind === 'skip') return;
      bars = next.bars;
      setLive({ chart, bars });
    });
  }, [symbol, chart, refetch]);
  return live && live.chart === chart ? live.bars : chart?.bars;
}

/**
 * Period buttons and the chart's own controls (type, indicators, their settings, full screen) over the chart; the
 * chart redraws with the bars of the chosen period and moves with live quotes, its indicators with it.
 */
export function ChartPanel({ symbol, tickSize, timeZone }: { symbol: string; tickSize: string; timeZone: string }) {
  const { t } = useTexts(DETAIL);
  const [period, setPeriod] = useState<ChartPeriod>('intraday');
  const upColor = useUpColor();
  const chart = useQuery({ ...chartQuery(symbol, period), placeholderData: keepPreviousData });
  const bars = useLiveBars(symbol, chart.data, chart.refetch);
  const prefs = useChartPrefs();
  const { overlays, sub, params } = prefs;
  const indicators = useMemo(() => ({ overlays, sub, params }), [overlays, sub, params]);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(panel);
  const type = drawnType(prefs.type, (chart.data?.period ?? period) === 'intraday');

  return (
    <Paper
      ref={panel}
      p="sm"
      radius="lg"
      withBorder
      className={classes.panel}
      data-fullscreen={fullscreen.active || undefined}
      data-testid="chart-panel"
    >
      <Stack gap="sm" className={fullscreen.active ? classes.fill : undefined}>
        <SegmentedControl
          fullWidth
          size="xs"
          aria-label={t('periods.label')}
          value={period}
          onChange={(value) => setPeriod(value as ChartPeriod)}
          data={CHART_PERIODS.map((p) => ({ value: p, label: t(`periods.${p}`) }))}
        />
        {!fullscreen.active && (
          <Text size="xs" c="dimmed" data-testid="chart-period-caption">
            {t(`periodCaption.${period}`)}
          </Text>
        )}
        <ChartToolbar
          type={type}
          overlays={overlays}
          sub={sub}
          fullscreen={fullscreen.active}
          onType={prefs.setType}
          onOverlays={prefs.setOverlays}
          onSub={prefs.setSub}
          onSettings={() => setSettingsOpen(true)}
          onFullscreen={fullscreen.active ? fullscreen.close : fullscreen.open}
        />
        {chart.data ? (
          <div aria-busy={chart.isPlaceholderData} className={fullscreen.active ? classes.fill : undefined}>
            <PriceChart
              chart={chart.data}
              bars={bars}
              period={chart.data.period}
              tickSize={tickSize}
              timeZone={timeZone}
              upColor={upColor}
              type={type}
              indicators={indicators}
              fill={fullscreen.active}
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
      <IndicatorSettings
        opened={settingsOpen}
        params={params}
        onClose={() => setSettingsOpen(false)}
        onSave={prefs.setParams}
        inside={fullscreen.active}
      />
    </Paper>
  );
}
