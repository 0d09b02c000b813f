import { Button, Group, Stack, Text } from '@mantine/core';
import type { RobotStopMode, RobotView } from '@platform/contracts';
import { toast, useShowError, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type RobotAction, robotOptionsQuery, useRobotAction, useStepNow } from './api.ts';
import { StopDialog } from './stop-dialog.tsx';
import { ROBOTS } from './texts.ts';

/** Whether the robot may be started: paused, or stopped by its owner while its rental (if any) has not ended. */
export function canStart(robot: RobotView, now = Date.now()): boolean {
  if (robot.status === 'paused') return true;
  if (robot.status !== 'stopped' || robot.stopReason !== 'user') return false;
  return robot.expiresAt === null || Date.parse(robot.expiresAt) > now;
}

/** Start, pause and stop (stop asks what becomes of the positions); the sandbox's step-now while it runs. */
export function Controls({ robot }: { robot: RobotView }) {
  const { t } = useTexts(ROBOTS);
  const showError = useShowError();
  const action = useRobotAction(robot.id);
  const step = useStepNow(robot.id);
  const options = useQuery(robotOptionsQuery());
  const [stopping, setStopping] = useState(false);
  const act = async (request: RobotAction, done: string) => {
    try {
      await action.mutateAsync(request);
      toast.success(done);
      setStopping(false);
    } catch (error) {
      showError(error);
    }
  };
  const stepNow = async () => {
    try {
      await step.mutateAsync();
      toast.success(t('controls.stepped'));
    } catch (error) {
      showError(error);
    }
  };
  const running = robot.status === 'running';
  const expired = robot.status === 'stopped' && robot.stopReason === 'expired';
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap">
        {canStart(robot) ? (
          <Button loading={action.isPending} onClick={() => act({ kind: 'start' }, t('controls.started'))}>
            {t('controls.start')}
          </Button>
        ) : null}
        {running ? (
          <Button
            variant="default"
            loading={action.isPending}
            onClick={() => act({ kind: 'pause' }, t('controls.paused'))}
          >
            {t('controls.pause')}
          </Button>
        ) : null}
        {robot.status !== 'stopped' ? (
          <Button color="red" variant="outline" onClick={() => setStopping(true)}>
            {t('controls.stop')}
          </Button>
        ) : null}
        {running && options.data?.sandbox ? (
          <Button variant="light" loading={step.isPending} onClick={stepNow} data-testid="robot-step-now">
            {t('controls.stepNow')}
          </Button>
        ) : null}
      </Group>
      {robot.status === 'paused' ? (
        <Text size="sm" c="dimmed">
          {t('controls.pauseWords')}
        </Text>
      ) : null}
      {expired ? (
        <Text size="sm" c="dimmed">
          {t('controls.expired')}
        </Text>
      ) : null}
      {running && options.data ? (
        <Text size="xs" c="dimmed">
          {t('robot.everySeconds', { seconds: Math.round(options.data.stepEveryMs / 1000) })}
        </Text>
      ) : null}
      <StopDialog
        robot={robot}
        opened={stopping}
        stopping={action.isPending}
        onCancel={() => setStopping(false)}
        onStop={(mode: RobotStopMode) => act({ kind: 'stop', positions: mode }, t('controls.stopped'))}
      />
    </Stack>
  );
}
