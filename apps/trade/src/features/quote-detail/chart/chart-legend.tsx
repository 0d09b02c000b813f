import { Text, VisuallyHidden } from '@mantine/core';
import type { Bar } from '@platform/contracts';
import { abbreviateNumber, useDateFormat, useNumberLanguage, useTexts } from '@platform/ui';
import { CHART } from '../chart-texts.ts';
import { decimalsOf, groupDigits } from '../format.ts';
import classes from './chart.module.css';
import type { IndicatorLine, ValueFormat } from './indicator-lines.ts';

export interface ChartLegendProps {
  bars: Bar[];
  /** The bar under the crosshair; the last bar when there is none. */
  index: number | null;
  lines: IndicatorLine[];
  tickSize: string;
  daily: boolean;
  timeZone: string;
  /** The line palette of the theme, for each line's swatch. */
  palette: readonly string[];
}

/**
 * The hovered bar's time, open, high, low, close and volume and every drawn indicator's value at it, as text: the
 * prices as the server sent them, computed values with the price's decimals (oscillators with two).
 */
export function ChartLegend({ bars, index, lines, tickSize, daily, timeZone, palette }: ChartLegendProps) {
  const { t } = useTexts(CHART);
  const language = useNumberLanguage();
  const zoned = useDateFormat({ timeZone });
  const utc = useDateFormat({ timeZone: 'UTC' });
  const at = index ?? bars.length - 1;
  const bar = bars[at];
  if (!bar) return null;
  const decimals = decimalsOf(tickSize);
  const text = (value: number | null | undefined, format: ValueFormat) => {
    if (value === null || value === undefined) return t('legend.none');
    if (format === 'volume') return abbreviateNumber(String(Math.round(value)), language);
    return groupDigits(value.toFixed(format === 'price' ? Math.max(decimals, 2) : 2));
  };
  const field = (name: 'open' | 'high' | 'low' | 'close' | 'volume', value: string) => (
    <span className={classes.legendItem}>
      <span aria-hidden="true" className={classes.legendKey}>
        {t(`legend.${name}Short`)}
      </span>
      <VisuallyHidden>{t(`legend.${name}`)}</VisuallyHidden> <span data-field={name}>{value}</span>
    </span>
  );
  const row = (pane: IndicatorLine['pane']) => {
    const shown = lines.filter((line) => line.pane === pane);
    if (shown.length === 0) return null;
    return (
      <Text size="xs" className={classes.legendRow} data-testid={`chart-legend-${pane}`}>
        {shown.map((line) => (
          <span key={line.id} className={classes.legendItem} data-line={line.id}>
            {line.kind === 'line' && (
              <span aria-hidden="true" className={classes.swatch} style={{ background: palette[line.color] }} />
            )}
            <span className={classes.legendKey}>{line.label ?? t('legend.histogram')}</span>{' '}
            {text(line.values[at], line.format)}
          </span>
        ))}
      </Text>
    );
  };

  return (
    <div className={classes.legend} data-testid="chart-legend">
      <VisuallyHidden>{t('legend.label')}</VisuallyHidden>
      <Text size="xs" className={classes.legendRow} data-testid="chart-legend-bar">
        <span className={classes.legendItem}>
          <VisuallyHidden>{t('legend.time')} </VisuallyHidden>
          <span data-field="time">{daily ? utc.date(bar.time) : zoned.dateTime(bar.time)}</span>
        </span>
        {field('open', groupDigits(bar.open))}
        {field('high', groupDigits(bar.high))}
        {field('low', groupDigits(bar.low))}
        {field('close', groupDigits(bar.close))}
        {field('volume', abbreviateNumber(String(bar.volume), language))}
      </Text>
      {row('main')}
      {row('sub')}
    </div>
  );
}
