// The chart canvas (lightweight-charts): the price series in the chart type chosen, indicator lines over it, one
// indicator in a pane below, and the bar under the crosshair reported back. Pure drawing, no React.
import type { Bar, Chart } from '@platform/contracts';
import type { DateFormat, UpColor } from '@platform/ui';
import {
  AreaSeries,
  CandlestickSeries,
  ColorType,
  createChart,
  HistogramSeries,
  type ISeriesApi,
  LineSeries,
  type SeriesType,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import { chartTimeFormat } from '../chart-time.ts';
import { decimalsOf } from '../format.ts';
import { chartTimes, zoneShift } from '../zoned-time.ts';
import type { ChartType } from './chart-settings.ts';
import type { IndicatorLine } from './indicator-lines.ts';

/** The canvas's colours in each theme (it cannot read CSS variables); its background is the card's, seen through. */
export const PALETTE = {
  light: {
    green: '#087f5b',
    red: '#c92a2a',
    text: '#343a40',
    grid: '#f1f3f5',
    line: '#364fc7',
    lines: ['#e8590c', '#9c36b5', '#1971c2', '#2f9e44', '#c2255c', '#5f3dc4', '#868e96'],
  },
  dark: {
    green: '#20c997',
    red: '#ff6b6b',
    text: '#c9c9c9',
    grid: '#2e2e2e',
    line: '#91a7ff',
    lines: ['#ffa94d', '#da77f2', '#74c0fc', '#8ce99a', '#faa2c1', '#b197fc', '#adb5bd'],
  },
} as const;
export type Scheme = keyof typeof PALETTE;

export interface DrawOptions {
  chart: Chart;
  type: ChartType;
  tickSize: string;
  upColor: UpColor;
  timeZone: string;
  language: string;
  scheme: Scheme;
  dates: DateFormat;
  /** The index of the bar under the crosshair, or null when the crosshair leaves the bars. */
  onHover(index: number | null): void;
}

/** The up and down colours in the user's convention (green up, or red up as in China). */
export function upDown(scheme: Scheme, upColor: UpColor) {
  const colors = PALETTE[scheme];
  return upColor === 'green-up' ? { up: colors.green, down: colors.red } : { up: colors.red, down: colors.green };
}

// Prices reach the canvas as numbers (it only draws them); every price shown as text stays the server's string.
export function draw(el: HTMLElement, options: DrawOptions) {
  const { chart, type, tickSize, upColor, timeZone, language, scheme, dates, onHover } = options;
  const colors = PALETTE[scheme];
  const { up, down } = upDown(scheme, upColor);
  const decimals = decimalsOf(tickSize);
  const priceFormat = { type: 'price' as const, precision: decimals, minMove: Number(tickSize) };
  const timeFormat = chartTimeFormat(dates, chart.interval === '1d');
  const api = createChart(el, {
    autoSize: true,
    localization: { locale: language, timeFormatter: timeFormat.timeFormatter },
    layout: {
      attributionLogo: false,
      textColor: colors.text,
      background: { type: ColorType.Solid, color: 'transparent' },
      panes: { separatorColor: colors.grid, separatorHoverColor: colors.grid },
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
    rightPriceScale: { scaleMargins: { top: 0.1, bottom: 0.1 } },
  });
  const prices: ISeriesApi<SeriesType> =
    type === 'line'
      ? api.addSeries(LineSeries, { color: colors.line, lineWidth: 2, priceFormat })
      : type === 'area'
        ? api.addSeries(AreaSeries, {
            lineColor: colors.line,
            topColor: `${colors.line}55`,
            bottomColor: `${colors.line}05`,
            lineWidth: 2,
            priceFormat,
          })
        : api.addSeries(CandlestickSeries, {
            upColor: up,
            downColor: down,
            borderUpColor: up,
            borderDownColor: down,
            wickUpColor: up,
            wickDownColor: down,
            priceFormat,
          });

  const priceOf = (b: Bar, time: Time) =>
    type === 'candles'
      ? { time, open: Number(b.open), high: Number(b.high), low: Number(b.low), close: Number(b.close) }
      : { time, value: Number(b.close) };

  // The indicator series drawn, by their line's id (which names its parameters).
  const series = new Map<string, ISeriesApi<'Line'> | ISeriesApi<'Histogram'>>();
  const pointOf = (line: IndicatorLine, i: number, time: Time) => {
    const value = line.values[i];
    if (value === null || value === undefined) return { time };
    if (line.kind === 'line') return { time, value };
    return { time, value, color: `${line.tones?.[i] === 'down' ? down : up}${line.id === 'volume' ? '88' : 'cc'}` };
  };
  /** Makes the drawn indicator series those of `lines`: new ones added, gone ones removed, in panes 0 and 1. */
  const syncSeries = (lines: IndicatorLine[]) => {
    const wanted = new Set(lines.map((line) => line.id));
    for (const [id, drawn] of series)
      if (!wanted.has(id)) {
        api.removeSeries(drawn);
        series.delete(id);
      }
    for (const line of lines) {
      if (series.has(line.id)) continue;
      const pane = line.pane === 'main' ? 0 : 1;
      const common = { priceLineVisible: false, lastValueVisible: false, crosshairMarkerVisible: false };
      const format =
        line.format === 'volume'
          ? { priceFormat: { type: 'volume' as const } }
          : line.format === 'price'
            ? {
                priceFormat: {
                  type: 'price' as const,
                  precision: Math.max(decimals, 2),
                  minMove: 10 ** -Math.max(decimals, 2),
                },
              }
            : { priceFormat: { type: 'price' as const, precision: 2, minMove: 0.01 } };
      series.set(
        line.id,
        line.kind === 'line'
          ? api.addSeries(LineSeries, { ...common, ...format, color: colors.lines[line.color], lineWidth: 1 }, pane)
          : api.addSeries(HistogramSeries, { ...common, ...format }, pane),
      );
    }
    const panes = api.panes();
    panes[0]?.setStretchFactor(3);
    panes[1]?.setStretchFactor(1);
  };
  const drawLines = (lines: IndicatorLine[], from: number) => {
    for (const line of lines) {
      const drawn = series.get(line.id);
      if (!drawn) continue;
      if (from === 0) drawn.setData(drawnTimes.map((time, i) => pointOf(line, i, time)));
      else for (let i = from; i < drawnTimes.length; i++) drawn.update(pointOf(line, i, drawnTimes[i]!));
    }
  };

  // What the canvas holds, for updating it bar by bar: the bars' start times (ms) and their canvas times.
  let drawnMs: number[] = [];
  let drawnTimes: Time[] = [];
  let drawnLines = '';
  const shift = chart.interval === '1d' ? null : zoneShift(timeZone);
  /** The canvas time of a bar after `previous`, kept strictly ascending as `chartTimes` does. */
  const timeAfter = (ms: number, previous: Time | undefined): Time => {
    if (!shift) return (ms / 1000) as UTCTimestamp;
    return Math.max(
      shift(ms) as number,
      ((previous as number | undefined) ?? Number.NEGATIVE_INFINITY) + 1,
    ) as UTCTimestamp;
  };
  /** Tells tests what the chart library itself holds: its bars, its last bar's time and close, its series, its panes. */
  const report = () => {
    const data = prices.data();
    const last = data.at(-1) as { value?: number; close?: number } | undefined;
    el.dataset.drawnBars = String(data.length);
    el.dataset.drawnLastTime = String(drawnMs.at(-1) ?? '');
    el.dataset.drawnLastClose = String(last?.close ?? last?.value ?? '');
    el.dataset.drawnType = type;
    el.dataset.drawnSeries = [...series.keys()].join(' ');
    el.dataset.drawnPanes = String(api.panes().length);
  };

  const setAll = (bars: Bar[], lines: IndicatorLine[]) => {
    drawnMs = bars.map((b) => b.time);
    drawnTimes = chartTimes(drawnMs, chart.interval, timeZone);
    prices.setData(bars.map((b, i) => priceOf(b, drawnTimes[i]!)));
    syncSeries(lines);
    drawLines(lines, 0);
    drawnLines = lines.map((line) => line.id).join(' ');
    report();
  };

  /**
   * Brings the canvas to `bars`, which are the drawn bars with the last one moved and perhaps new ones after it (a
   * live tick): only those are redrawn, with the indicators' values at them (an indicator at a bar depends only on
   * the bars up to it), so the view the user panned or zoomed stays. Anything else is drawn afresh.
   */
  const show = (bars: Bar[], lines: IndicatorLine[]) => {
    const from = drawnMs.length - 1;
    const live = from >= 0 && bars.length >= drawnMs.length && bars[from]?.time === drawnMs[from];
    if (!live) return setAll(bars, lines);
    for (let i = from; i < bars.length; i++) {
      const b = bars[i]!;
      const time = i === from ? drawnTimes[from]! : timeAfter(b.time, drawnTimes[i - 1]);
      drawnMs[i] = b.time;
      drawnTimes[i] = time;
      prices.update(priceOf(b, time));
    }
    const ids = lines.map((line) => line.id).join(' ');
    if (ids !== drawnLines) {
      syncSeries(lines);
      drawLines(lines, 0);
      drawnLines = ids;
    } else drawLines(lines, from);
    report();
  };

  api.subscribeCrosshairMove((param) => {
    if (param.time === undefined || param.logical === undefined) return onHover(null);
    onHover(Math.max(0, Math.min(drawnMs.length - 1, Math.round(param.logical))));
  });

  return { show, setAll, fit: () => api.timeScale().fitContent(), remove: () => api.remove() };
}
