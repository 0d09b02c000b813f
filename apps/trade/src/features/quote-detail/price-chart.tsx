import { Box, Text } from '@mantine/core';
import type { Chart, ChartPeriod } from '@platform/contracts';
import { type UpColor, useIntlLocale } from '@platform/ui';
import { CandlestickSeries, createChart, HistogramSeries, LineSeries } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { decimalsOf } from './format.ts';
import { DETAIL } from './texts.ts';
import { zonedTimes } from './zoned-time.ts';

const GREEN = '#087f5b';
const RED = '#c92a2a';

// Prices reach the canvas as numbers (it only draws them); every price shown as text stays the server's string.
function draw(el: HTMLElement, chart: Chart, tickSize: string, upColor: UpColor, timeZone: string, language: string) {
  const [up, down] = upColor === 'green-up' ? [GREEN, RED] : [RED, GREEN];
  const priceFormat = { type: 'price' as const, precision: decimalsOf(tickSize), minMove: Number(tickSize) };
  const times = zonedTimes(
    chart.bars.map((b) => b.time),
    timeZone,
  );
  const api = createChart(el, {
    autoSize: true,
    localization: { locale: language },
    layout: { attributionLogo: false, textColor: '#343a40' },
    grid: { vertLines: { color: '#f1f3f5' }, horzLines: { color: '#f1f3f5' } },
    timeScale: {
      timeVisible: chart.interval !== '1d',
      secondsVisible: false,
    },
    rightPriceScale: { scaleMargins: { top: 0.1, bottom: 0.25 } },
  });
  if (chart.period === 'intraday') {
    const line = api.addSeries(LineSeries, { color: '#364fc7', lineWidth: 2, priceFormat });
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
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!ref.current || chart.bars.length === 0) return;
    return draw(ref.current, chart, tickSize, upColor, timeZone, language);
  }, [chart, tickSize, upColor, timeZone, language]);

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
    </Box>
  );
}
