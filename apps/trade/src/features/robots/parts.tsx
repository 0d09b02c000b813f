// Small pieces the robot screens share: a titled section and the status badge.
import { Badge, Paper, Stack, Title } from '@mantine/core';
import type { RobotView } from '@platform/contracts';
import { WARNING_TEXT } from '@platform/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ROBOTS } from './texts.ts';

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
