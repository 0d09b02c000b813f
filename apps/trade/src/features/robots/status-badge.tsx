import type { RobotView } from '@platform/contracts';
import { useTexts, WARNING_TEXT } from '@platform/ui';
import { StatusBadge as Badge } from '../../lib/product/index.ts';
import { ROBOTS } from './texts.ts';

// The theme's inks keep the outlined labels above 4.5:1 in the light and the dark theme.
const INK = {
  running: 'var(--platform-ink-teal)',
  paused: WARNING_TEXT,
  stopped: 'var(--mantine-color-dimmed)',
} as const;

/** Running, paused or stopped (and why, when its rental ended). */
export function StatusBadge({ robot }: { robot: Pick<RobotView, 'status' | 'stopReason'> }) {
  const { t } = useTexts(ROBOTS);
  return (
    <Badge ink={INK[robot.status]} data-testid="robot-status" data-status={robot.status}>
      {robot.status === 'stopped' && robot.stopReason === 'expired' ? t('stoppedExpired') : t(`status.${robot.status}`)}
    </Badge>
  );
}
