import { Box, Text, useComputedColorScheme } from '@mantine/core';
import type { Chart, ChartPeriod } from '@platform/contracts';
import { type DateFormat, type UpColor, useDateFormat, useIntlLocale } from '@platform/ui';
import { CandlestickSeries, ColorType, createChart, HistogramSeries, LineSeries } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { chartTimeFormat } from './chart-time.ts';
import { decimalsOf } from './format.ts';
import { DETAIL } from './texts.ts';
import { chartTimes } from './zoned-time.ts';

/** The canvas's colours in each theme (it cannot read CSS variables); its background is the card's, seen through. */
const PALETTE = {
  light: { green: '#087f5b', red: '#c92a2a', text: '#343a40', grid: '#f1f3f5', line: '#364fc7' },
  dark: { green: '#20c997', red: '#ff6b6b', text: '#c9c9c9', grid: '#2e2e2e', line: '#91a7ff' },
} as const;
type Scheme = keyof typeof PALETTE;

// Prices reach the canvas as numbers (it only draws them); every price shown as text stays the server's string.
function draw(
  el: HTMLElement,
  chart: Chart,
  tickSize: string,
  upColor: UpColor,
  timeZone: string,
  language: string,
  scheme: Scheme,
  dates: DateFormat,
) {
  const colors = PALETTE[scheme];
  const [up, down] = upColor === 'green-up' ? [colors.green, colors.red] : [colors.red, colors.green];
  const priceFormat = { type: 'price' as const, precision: decimalsOf(tickSize), minMove: Number(tickSize) };
  const times = chartTimes(
    chart.bars.map((b) => b.time),
    chart.interval,
    timeZone,
  );
  const timeFormat = chartTimeFormat(dates, chart.interval === '1d');
  const api = createChart(el, {
    autoSize: true,
    localization: { locale: language, timeFormatter: timeFormat.timeFormatter },
    layout: {
      attributionLogo: false,
      textColor: colors.text,
      background: { type: ColorType.Solid, color: 'transparent' },
    },
    grid: { vertLines: { color: colors.grid }, horzLines: { color: colors.grid } },
    timeScale: {
      // A wider window spreads the same bars over the new width (by default their spacing stays, squeezed to one side).
      lockVisibleTimeRangeOnResize: true,
      timeVisible: chart.interval !== '1d',
      secondsVisible: false,
      tickMarkFormatter: timeFormat.tickMarkFormatter,
    },
    rightPriceScale: { scaleMargins: { top: 0.1, bottom: 0.25 } },
  });
  if (chart.period === 'intraday') {
    const line = api.addSeries(LineSeries, { color: colors.line, lineWidth: 2, priceFormat });
    line.setData(chart.bars.map((b, i) => ({ time: times[i]!, value: Number(b.close) })));
  } else {
    const candles = api.addSeries(CandlestickSeries, {
      upColor: up,
      downColor: down,
      borderUpColor: up,
      borderDownColor: down,
      wickUpColor: up,
      wickDownColor: down,
      priceFormat,
    });
    candles.setData(
      chart.bars.map((b, i) => ({
        time: times[i]!,
        open: Number(b.open),
        high: Number(b.high),
        low: Number(b.low),
        close: Number(b.close),
      })),
    );
  }
  const volume = api.addSeries(HistogramSeries, { priceFormat: { type: 'volume' }, priceScaleId: 'volume' });
  volume.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
  volume.setData(
    chart.bars.map((b, i) => ({
      time: times[i]!,
      value: b.volume,
      color: Number(b.close) >= Number(b.open) ? `${up}66` : `${down}66`,
    })),
  );
  api.timeScale().fitContent();
  return () => api.remove();
}

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
  period: ChartPeriod;
  tickSize: string;
  /** The exchange's IANA time zone, in which times are labelled. */
  timeZone: string;
  upColor: UpColor;
}

/** The chart canvas, described in words for screen readers; data attributes tell tests which bars are drawn. */
export function PriceChart({ chart, period, tickSize, timeZone, upColor }: PriceChartProps) {
  const { t } = useTranslation(DETAIL);
  const language = useIntlLocale();
  const scheme = useComputedColorScheme('light');
  const dates = useDateFormat({ timeZone: 'UTC' });
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!ref.current || chart.bars.length === 0) return;
    return draw(ref.current, chart, tickSize, upColor, timeZone, language, scheme, dates);
  }, [chart, tickSize, upColor, timeZone, language, scheme, dates]);

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
    <Box pos="relative">
      <div
        ref={ref}
        role="img"
        aria-label={summary}
        data-testid="price-chart"
        data-period={chart.period}
        data-interval={chart.interval}
        data-bars={chart.bars.length}
        data-first-time={chart.bars[0]?.time ?? ''}
        data-last-time={chart.bars.at(-1)?.time ?? ''}
        style={{ height: 300, width: '100%' }}
      />
      {chart.bars.length === 0 && (
        <Text size="sm" c="dimmed" ta="center" pos="absolute" top="45%" left={0} right={0}>
          {t('chartEmpty')}
        </Text>
      )}
      {chart.aroundTheClock && (
        <Text size="xs" c="dimmed" mt={4} data-testid="around-the-clock">
          {t('aroundTheClock')}
        </Text>
      )}
    </Box>
  );
}
