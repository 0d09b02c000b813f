import type { Sparkline as SparklineData } from '@platform/contracts';
import { directionColor, type UpColor, useTexts } from '@platform/ui';
import { MARKET } from './texts.ts';

const WIDTH = 96;
const HEIGHT = 28;
const PAD = 2;

/** The polyline's points, scaled so the line and the previous close's baseline both fit. */
function pointsOf(closes: readonly number[], baseline: number) {
  const low = Math.min(baseline, ...closes);
  const high = Math.max(baseline, ...closes);
  const span = high - low || 1;
  const y = (v: number) => PAD + (HEIGHT - 2 * PAD) * (1 - (v - low) / span);
  const step = closes.length > 1 ? (WIDTH - 2 * PAD) / (closes.length - 1) : 0;
  return {
    line: closes.map((v, i) => `${(PAD + i * step).toFixed(1)},${y(v).toFixed(1)}`).join(' '),
    base: y(baseline).toFixed(1),
  };
}

/** The day so far as a small line over a dashed previous-close baseline, coloured by the day's direction. */
export function Sparkline({ line, upColor }: { line: SparklineData; upColor: UpColor }) {
  const { t } = useTexts(MARKET);
  const first = line.closes[0];
  const last = line.closes.at(-1);
  if (first === undefined || last === undefined)
    return (
      <svg width={WIDTH} height={HEIGHT} role="img" aria-label={t('sparklineEmpty')} data-testid="sparkline">
        <title>{t('sparklineEmpty')}</title>
      </svg>
    );
  const prevClose = Number(line.prevClose);
  const { line: points, base } = pointsOf(
    line.closes.map((c) => Number(c)),
    prevClose,
  );
  // The day's direction only chooses the colour; the figures in the label are the server's strings.
  const delta = Number(last) - prevClose;
  const color = directionColor(delta > 0 ? 'up' : delta < 0 ? 'down' : 'flat', upColor);
  const label = t('sparkline', {
    symbol: line.symbol,
    count: line.closes.length,
    first,
    last,
    prevClose: line.prevClose,
  });
  return (
    <svg
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
      data-testid="sparkline"
      data-points={line.closes.length}
      data-last={last}
    >
      <line
        x1={PAD}
        x2={WIDTH - PAD}
        y1={base}
        y2={base}
        stroke="var(--mantine-color-dimmed)"
        strokeWidth={1}
        strokeDasharray="2 2"
      />
      <polyline
        points={points}
        fill="none"
        stroke={color ?? 'var(--mantine-color-dimmed)'}
        strokeWidth={1.5}
        strokeLinejoin="round"
      />
    </svg>
  );
}
