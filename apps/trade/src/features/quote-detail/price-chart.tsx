import { Box, Text, useComputedColorScheme } from '@mantine/core';
import type { Bar, Chart, ChartPeriod } from '@platform/contracts';
import { type DateFormat, type UpColor, useDateFormat, useIntlLocale, useTexts } from '@platform/ui';
import {
  CandlestickSeries,
  ColorType,
  createChart,
  HistogramSeries,
  LineSeries,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { chartTimeFormat } from './chart-time.ts';
import { decimalsOf } from './format.ts';
import { DETAIL } from './texts.ts';
import { chartTimes, zoneShift } from './zoned-time.ts';

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
    // A vertical swipe over the chart scrolls the page; sideways it pans the bars, a pinch zooms.
    handleScroll: { vertTouchDrag: false },
    timeScale: {
      // A wider window spreads the same bars over the new width (by default their spacing stays, squeezed to one side).
      lockVisibleTimeRangeOnResize: true,
      timeVisible: chart.interval !== '1d',
      secondsVisible: false,
      tickMarkFormatter: timeFormat.tickMarkFormatter,
    },
    rightPriceScale: { scaleMargins: { top: 0.1, bottom: 0.25 } },
  });
  const line = chart.period === 'intraday';
  const prices = line
    ? api.addSeries(LineSeries, { color: colors.line, lineWidth: 2, priceFormat })
    : api.addSeries(CandlestickSeries, {
        upColor: up,
        downColor: down,
        borderUpColor: up,
        borderDownColor: down,
        wickUpColor: up,
        wickDownColor: down,
        priceFormat,
      });
  const volume = api.addSeries(HistogramSeries, { priceFormat: { type: 'volume' }, priceScaleId: 'volume' });
  volume.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });

  const priceOf = (b: Bar, time: Time) =>
    line
      ? { time, value: Number(b.close) }
      : { time, open: Number(b.open), high: Number(b.high), low: Number(b.low), close: Number(b.close) };
  const volumeOf = (b: Bar, time: Time) => ({
    time,
    value: b.volume,
    color: Number(b.close) >= Number(b.open) ? `${up}66` : `${down}66`,
  });
  // What the canvas holds, for updating it bar by bar: the bars' start times (ms) and their canvas times.
  let drawnMs: number[] = [];
  let drawnTimes: Time[] = [];
  const shift = chart.interval === '1d' ? null : zoneShift(timeZone);
  /** The canvas time of a bar after `previous`, kept strictly ascending as `chartTimes` does. */
  const timeAfter = (ms: number, previous: Time | undefined): Time => {
    if (!shift) return (ms / 1000) as UTCTimestamp;
    return Math.max(
      shift(ms) as number,
      ((previous as number | undefined) ?? Number.NEGATIVE_INFINITY) + 1,
    ) as UTCTimestamp;
  };
  /** Tells tests what the chart library itself holds: its number of bars and its last bar's time and close. */
  const report = () => {
    const data = prices.data();
    const last = data.at(-1) as { value?: number; close?: number } | undefined;
    el.dataset.drawnBars = String(data.length);
    el.dataset.drawnLastTime = String(drawnMs.at(-1) ?? '');
    el.dataset.drawnLastClose = String(last?.close ?? last?.value ?? '');
  };

  const setAll = (bars: Bar[]) => {
    drawnMs = bars.map((b) => b.time);
    drawnTimes = chartTimes(drawnMs, chart.interval, timeZone);
    prices.setData(bars.map((b, i) => priceOf(b, drawnTimes[i]!)));
    volume.setData(bars.map((b, i) => volumeOf(b, drawnTimes[i]!)));
    report();
  };

  /**
   * Brings the canvas to `bars`, which are the drawn bars with the last one moved and perhaps new ones after it (a
   * live tick): only those are redrawn, so the view the user panned or zoomed stays. Anything else is drawn afresh.
   */
  const show = (bars: Bar[]) => {
    const from = drawnMs.length - 1;
    const live = from >= 0 && bars.length >= drawnMs.length && bars[from]?.time === drawnMs[from];
    if (!live) return setAll(bars);
    for (let i = from; i < bars.length; i++) {
      const b = bars[i]!;
      const time = i === from ? drawnTimes[from]! : timeAfter(b.time, drawnTimes[i - 1]);
      drawnMs[i] = b.time;
      drawnTimes[i] = time;
      prices.update(priceOf(b, time));
      volume.update(volumeOf(b, time));
    }
    report();
  };

  return { show, setAll, fit: () => api.timeScale().fitContent(), remove: () => api.remove() };
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
  /** The chart's bars as live quotes moved them (the fetched ones until a quote arrives). */
  bars?: Bar[];
  period: ChartPeriod;
  tickSize: string;
  /** The exchange's IANA time zone, in which times are labelled. */
  timeZone: string;
  upColor: UpColor;
}

/** The chart canvas, described in words for screen readers; data attributes tell tests which bars are drawn. */
export function PriceChart({ chart, bars = chart.bars, period, tickSize, timeZone, upColor }: PriceChartProps) {
  const { t } = useTexts(DETAIL);
  const language = useIntlLocale();
  const scheme = useComputedColorScheme('light');
  const dates = useDateFormat({ timeZone: 'UTC' });
  const ref = useRef<HTMLDivElement>(null);
  const drawer = useRef<ReturnType<typeof draw> | null>(null);
  const latest = useRef(bars);
  latest.current = bars;
  const hasBars = bars.length > 0;

  // Drawn afresh for each fetched chart and look; live ticks only move its last bars (below).
  useEffect(() => {
    if (!ref.current || !hasBars) return;
    const drawn = draw(ref.current, chart, tickSize, upColor, timeZone, language, scheme, dates);
    drawn.setAll(latest.current);
    drawn.fit();
    drawer.current = drawn;
    return () => {
      drawer.current = null;
      drawn.remove();
    };
  }, [chart, hasBars, tickSize, upColor, timeZone, language, scheme, dates]);

  useEffect(() => {
    drawer.current?.show(bars);
  }, [bars]);

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
        data-live-bars={bars.length}
        data-first-time={chart.bars[0]?.time ?? ''}
        data-last-time={bars.at(-1)?.time ?? ''}
        data-last-close={bars.at(-1)?.close ?? ''}
        style={{ height: 300, width: '100%' }}
      />
      {!hasBars && (
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
