import { Group, Stack, Text } from '@mantine/core';
import type { FollowInstitutionDetail } from '@platform/contracts';
import { groupDigits, useDateFormat } from '@platform/ui';
import { useTranslation } from 'react-i18next';
import { linePoints } from './figures.ts';
import { FOLLOW } from './texts.ts';

const WIDTH = 600;
const HEIGHT = 160;

/** The institution's equity marks as a line, with its first and last marks written out beneath it. */
export function EquityLine({ points }: { points: FollowInstitutionDetail['equity'] }) {
  const { t } = useTranslation(FOLLOW);
  const { date, dateTime } = useDateFormat();
  const first = points[0];
  const last = points.at(-1);
  if (first === undefined || last === undefined)
    return (
      <Text size="sm" c="dimmed" data-testid="follow-equity-line">
        {t('equityEmpty')}
      </Text>
    );
  const label = t('equityLine', {
    from: dateTime(first.at),
    to: dateTime(last.at),
    first: groupDigits(first.equity),
    last: groupDigits(last.equity),
    count: points.length,
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
        data-testid="follow-equity-line"
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
          {date(first.at)} · {groupDigits(first.equity)}
        </Text>
        <Text size="xs" c="dimmed" className="tabular">
          {date(last.at)} · {groupDigits(last.equity)}
        </Text>
      </Group>
    </Stack>
  );
}
