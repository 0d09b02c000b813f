// Small pieces the robot screens share: a titled section, figures as a description list and the status badge.
import { Badge, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { RobotView } from '@platform/contracts';
import { WARNING_TEXT } from '@platform/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ROBOTS } from './texts.ts';

export type Figure = [key: string, label: string, value: ReactNode];

/** Figures as a description list: two columns on phones, `wide` columns from a tablet's width up. */
export function FigureList({ figures, wide = 3 }: { figures: readonly (Figure | null)[]; wide?: number }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: wide }} spacing="sm" verticalSpacing="xs" m={0}>
      {figures
        .filter((figure) => figure !== null)
        .map(([key, label, value]) => (
          <div key={key} style={{ minWidth: 0 }}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text
              component="dd"
              m={0}
              size="sm"
              fw={500}
              style={{ overflowWrap: 'anywhere' }}
              data-testid={`robot-${key}`}
            >
              {value}
            </Text>
          </div>
        ))}
    </SimpleGrid>
  );
}

/** A bordered section named by its heading. */
export function Section({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby={id} className={className}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

// The theme's inks keep the outlined labels above 4.5:1 in the light and the dark theme.
const INK = {
  running: 'var(--platform-ink-teal)',
  paused: WARNING_TEXT,
  stopped: 'var(--mantine-color-dimmed)',
} as const;

/** Running, paused or stopped (and why, when its rental ended). */
export function StatusBadge({ robot }: { robot: Pick<RobotView, 'status' | 'stopReason'> }) {
  const { t } = useTranslation(ROBOTS);
  return (
    <Badge
      variant="outline"
      color={INK[robot.status]}
      tt="none"
      styles={{ label: { overflow: 'visible' } }}
      style={{ flexShrink: 0 }}
      data-testid="robot-status"
      data-status={robot.status}
    >
      {robot.status === 'stopped' && robot.stopReason === 'expired' ? t('stoppedExpired') : t(`status.${robot.status}`)}
    </Badge>
  );
}
