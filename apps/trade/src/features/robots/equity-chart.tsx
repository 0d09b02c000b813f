import { Group, Stack, Text } from '@mantine/core';
import type { RobotBacktestView } from '@platform/contracts';
import { groupDigits, useDateFormat } from '@platform/ui';
import { useTranslation } from 'react-i18next';
import { linePoints } from './figures.ts';
import { ROBOTS } from './texts.ts';

const WIDTH = 600;
const HEIGHT = 140;

/** The backtest's simulated equity as a line, with its first and last points written out beneath it. */
export function EquityChart({ points, currency }: { points: RobotBacktestView['equity']; currency: string }) {
  const { t } = useTranslation(ROBOTS);
  const { dateTime } = useDateFormat();
  const first = points[0];
  const last = points.at(-1);
  if (first === undefined || last === undefined || points.length < 2)
    return (
      <Text size="sm" c="dimmed" data-testid="robot-backtest-chart">
        {t('backtest.noChart')}
      </Text>
    );
  const label = t('backtest.chart', {
    from: dateTime(first.at),
    to: dateTime(last.at),
    first: `${groupDigits(first.equity)} ${currency}`,
    last: `${groupDigits(last.equity)} ${currency}`,
  });
  return (
    <Stack gap={4}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        height={HEIGHT}
        preserveAspectRatio="none"
        role="img"
        aria-label={label}
        data-testid="robot-backtest-chart"
        data-points={points.length}
        style={{ display: 'block' }}
      >
        <polyline
          points={linePoints(
            points.map((p) => p.equity),
            WIDTH,
            HEIGHT,
          )}
          fill="none"
          stroke="var(--mantine-primary-color-filled)"
          strokeWidth={2}
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <Group justify="space-between" gap="xs" aria-hidden="true">
        <Text size="xs" c="dimmed" className="tabular">
          {dateTime(first.at)} · {groupDigits(first.equity)}
        </Text>
        <Text size="xs" c="dimmed" className="tabular">
          {dateTime(last.at)} · {groupDigits(last.equity)}
        </Text>
      </Group>
    </Stack>
  );
}
