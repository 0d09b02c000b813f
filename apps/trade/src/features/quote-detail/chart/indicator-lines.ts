// The lines and histograms the chart draws for the chosen indicators, computed from the bars by the tested pure
// functions (lib/indicators): one description per drawn series, with its values aligned with the bars.
import type { Bar } from '@platform/contracts';
import {
  bollinger,
  ema,
  kdj,
  type Line,
  ma,
  macd,
  type OhlcvBar,
  rsi,
  volumeMa,
} from '../../../lib/indicators/index.ts';
import type { ChartChoices } from './chart-settings.ts';

/** How a value reads as text: like a price (the tick's decimals), an oscillator (2 decimals) or a volume. */
export type ValueFormat = 'price' | 'oscillator' | 'volume';

export interface IndicatorLine {
  /** Names the series and its parameters, so a change of parameter draws a new series. */
  id: string;
  /** What the legend calls it: "MA5", "DIF"; `null` for the histogram, whose label is a text (it has words). */
  label: string | null;
  pane: 'main' | 'sub';
  kind: 'line' | 'histogram';
  /** A line's colour, an index into the chart's line palette. */
  color: number;
  /** A histogram bar's tone: up (a rising bar, a positive value) or down. */
  tones?: ('up' | 'down')[];
  format: ValueFormat;
  values: Line;
}

/** A fetched bar as numbers (its prices are decimal strings; the canvas and the indicators take numbers). */
export const toOhlcv = (bar: Bar): OhlcvBar => ({
  open: Number(bar.open),
  high: Number(bar.high),
  low: Number(bar.low),
  close: Number(bar.close),
  volume: bar.volume,
});

const line = (
  id: string,
  label: string,
  pane: IndicatorLine['pane'],
  color: number,
  format: ValueFormat,
  values: Line,
) => ({ id, label, pane, kind: 'line', color, format, values }) satisfies IndicatorLine;

/** The chosen overlays (price pane) then the chosen lower-pane indicator, in drawing order. */
export function indicatorLines(bars: readonly OhlcvBar[], choices: Pick<ChartChoices, 'overlays' | 'sub' | 'params'>) {
  const { overlays, sub, params } = choices;
  const lines: IndicatorLine[] = [];
  if (overlays.includes('ma'))
    params.ma.forEach((period, i) => {
      lines.push(line(`ma-${period}-${i}`, `MA${period}`, 'main', i, 'price', ma(bars, period)));
    });
  if (overlays.includes('ema'))
    params.ema.forEach((period, i) => {
      lines.push(line(`ema-${period}-${i}`, `EMA${period}`, 'main', 3 + i, 'price', ema(bars, period)));
    });
  if (overlays.includes('boll')) {
    const { period, width } = params.boll;
    const bands = bollinger(bars, period, width);
    const id = `boll-${period}-${width}`;
    lines.push(line(`${id}-upper`, 'UP', 'main', 6, 'price', bands.upper));
    lines.push(line(`${id}-middle`, `BOLL(${period},${width})`, 'main', 5, 'price', bands.middle));
    lines.push(line(`${id}-lower`, 'DN', 'main', 6, 'price', bands.lower));
  }

  if (sub === 'volume') {
    lines.push({
      id: 'volume',
      label: 'VOL',
      pane: 'sub',
      kind: 'histogram',
      color: 0,
      tones: bars.map((bar) => (bar.close >= bar.open ? 'up' : 'down')),
      format: 'volume',
      values: bars.map((bar) => bar.volume),
    });
    params.volumeMa.forEach((period, i) => {
      lines.push(line(`volume-ma-${period}-${i}`, `MAVOL${period}`, 'sub', i, 'volume', volumeMa(bars, period)));
    });
  } else if (sub === 'macd') {
    const { fast, slow, signal } = params.macd;
    const { dif, dea, histogram } = macd(bars, fast, slow, signal);
    const id = `macd-${fast}-${slow}-${signal}`;
    lines.push({
      id: `${id}-histogram`,
      label: null,
      pane: 'sub',
      kind: 'histogram',
      color: 0,
      tones: histogram.map((value) => ((value ?? 0) >= 0 ? 'up' : 'down')),
      format: 'price',
      values: histogram,
    });
    lines.push(line(`${id}-dif`, 'DIF', 'sub', 2, 'price', dif));
    lines.push(line(`${id}-dea`, 'DEA', 'sub', 0, 'price', dea));
  } else if (sub === 'rsi') {
    const { period } = params.rsi;
    lines.push(line(`rsi-${period}`, `RSI${period}`, 'sub', 1, 'oscillator', rsi(bars, period)));
  } else {
    const { period, k, d } = params.kdj;
    const values = kdj(bars, period, k, d);
    const id = `kdj-${period}-${k}-${d}`;
    lines.push(line(`${id}-k`, 'K', 'sub', 0, 'oscillator', values.k));
    lines.push(line(`${id}-d`, 'D', 'sub', 2, 'oscillator', values.d));
    lines.push(line(`${id}-j`, 'J', 'sub', 1, 'oscillator', values.j));
  }
  return lines;
}
