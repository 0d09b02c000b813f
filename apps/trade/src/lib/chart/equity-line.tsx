import { Group, Stack, Text } from '@mantine/core';
import { groupDigits } from '@platform/ui';
import { linePoints } from './line-points.ts';

const WIDTH = 600;

export interface EquityPoint {
  at: string;
  equity: string;
}

/**
 * An equity series as a line, its first and last points written out beneath it (the figures are the text; the line
 * is their shape). Fewer than `minPoints` points: the `empty` sentence instead, under the same test id.
 */
export function EquityLine({
  points,
  height,
  testId,
  label,
  empty,
  at,
  minPoints = 1,
}: {
  points: readonly EquityPoint[];
  height: number;
  testId: string;
  /** The chart's accessible name, from its first and last points. */
  label(first: EquityPoint, last: EquityPoint): string;
  empty: string;
  /** How a point's time is written beneath the line. */
  at(time: string): string;
  minPoints?: number;
}) {
  const first = points[0];
  const last = points.at(-1);
  if (first === undefined || last === undefined || points.length < minPoints)
    return (
      <Text size="sm" c="dimmed" data-testid={testId}>
        {empty}
      </Text>
    );
  return (
    <Stack gap={4}>
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        width="100%"
        height={height}
        preserveAspectRatio="none"
        role="img"
        aria-label={label(first, last)}
        data-testid={testId}
        data-points={points.length}
        style={{ display: 'block' }}
      >
        <polyline
          points={linePoints(
            points.map((p) => p.equity),
            WIDTH,
            height,
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
          {at(first.at)} · {groupDigits(first.equity)}
        </Text>
        <Text size="xs" c="dimmed" className="tabular">
          {at(last.at)} · {groupDigits(last.equity)}
        </Text>
      </Group>
    </Stack>
  );
}
