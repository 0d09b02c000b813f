import { Box, Text, useComputedColorScheme } from '@mantine/core';
import type { Bar, Chart, ChartPeriod } from '@platform/contracts';
import { type UpColor, useDateFormat, useIntlLocale, useTexts } from '@platform/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import classes from './chart/chart.module.css';
import { ChartLegend } from './chart/chart-legend.tsx';
import type { ChartChoices, ChartType } from './chart/chart-settings.ts';
import { draw, PALETTE } from './chart/draw.ts';
import { indicatorLines, toOhlcv } from './chart/indicator-lines.ts';
import { DETAIL } from './texts.ts';

/** The highest and lowest price strings of the bars, compared as numbers but shown as sent. */
function extremes(chart: Chart) {
  let high = chart.bars[0]?.high ?? '';
  let low = chart.bars[0]?.low ?? '';
  for (const bar of chart.bars) {
    if (Number(bar.high) > Number(high)) high = bar.high;
    if (Number(bar.low) < Number(low)) low = bar.low;
  }
  return { high, low };
}

export interface PriceChartProps {
  chart: Chart;
  /** The chart's bars as live quotes moved them (the fetched ones until a quote arrives). */
  bars?: Bar[];
  period: ChartPeriod;
  tickSize: string;
  /** The exchange's IANA time zone, in which times are labelled. */
  timeZone: string;
  upColor: UpColor;
  /** The chart type drawn and the indicators with their parameters. */
  type: ChartType;
  indicators: Pick<ChartChoices, 'overlays' | 'sub' | 'params'>;
  /** Fills the height it is given (full screen) instead of its own. */
  fill?: boolean;
}

/**
 * The chart canvas with its legend, described in words for screen readers; data attributes tell tests which bars
 * and series are drawn. Indicators are computed from the bars as they move, so they follow every live tick.
 */
export function PriceChart(props: PriceChartProps) {
  const { chart, bars = chart.bars, period, tickSize, timeZone, upColor, type, indicators, fill = false } = props;
  const { t } = useTexts(DETAIL);
  const language = useIntlLocale();
  const scheme = useComputedColorScheme('light');
  const dates = useDateFormat({ timeZone: 'UTC' });
  const ref = useRef<HTMLDivElement>(null);
  const drawer = useRef<ReturnType<typeof draw> | null>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const numbers = useMemo(() => bars.map(toOhlcv), [bars]);
  const lines = useMemo(() => indicatorLines(numbers, indicators), [numbers, indicators]);
  const latest = useRef({ bars, lines });
  latest.current = { bars, lines };
  const hasBars = bars.length > 0;

  // Drawn afresh for each fetched chart, type and look; live ticks and indicator choices only redraw series (below).
  useEffect(() => {
    if (!ref.current || !hasBars) return;
    const drawn = draw(ref.current, {
      chart,
      type,
      tickSize,
      upColor,
      timeZone,
      language,
      scheme,
      dates,
      onHover: setHovered,
    });
    drawn.setAll(latest.current.bars, latest.current.lines);
    drawn.fit();
    drawer.current = drawn;
    return () => {
      drawer.current = null;
      setHovered(null);
      drawn.remove();
    };
  }, [chart, type, hasBars, tickSize, upColor, timeZone, language, scheme, dates]);

  useEffect(() => {
    drawer.current?.show(bars, lines);
  }, [bars, lines]);

  const { high, low } = extremes(chart);
  const summary =
    chart.bars.length === 0
      ? t('chartEmpty')
      : t('chartSummary', {
          symbol: chart.symbol,
          period: t(`periods.${period}`),
          count: chart.bars.length,
          interval: chart.interval,
          first: chart.bars[0]?.open,
          last: chart.bars.at(-1)?.close,
          high,
          low,
        });

  return (
    <Box pos="relative" className={fill ? classes.fill : undefined}>
      {hasBars && (
        <ChartLegend
          bars={bars}
          index={hovered !== null && hovered < bars.length ? hovered : null}
          lines={lines}
          tickSize={tickSize}
          daily={chart.interval === '1d'}
          timeZone={timeZone}
          palette={PALETTE[scheme].lines}
        />
      )}
      <div
        ref={ref}
        role="img"
        aria-label={summary}
        className={classes.canvas}
        data-testid="price-chart"
        data-period={chart.period}
        data-interval={chart.interval}
        data-bars={chart.bars.length}
        data-live-bars={bars.length}
        data-first-time={chart.bars[0]?.time ?? ''}
        data-last-time={bars.at(-1)?.time ?? ''}
        data-last-close={bars.at(-1)?.close ?? ''}
      />
      {!hasBars && (
        <Text size="sm" c="dimmed" ta="center" pos="absolute" top="45%" left={0} right={0}>
          {t('chartEmpty')}
        </Text>
      )}
      {chart.aroundTheClock && !fill && (
        <Text size="xs" c="dimmed" mt={4} data-testid="around-the-clock">
          {t('aroundTheClock')}
        </Text>
      )}
    </Box>
  );
}
