import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import type { RobotStopMode, RobotView } from '@platform/contracts';
import { useTexts } from '@platform/ui';
import { useState } from 'react';
import { ROBOTS } from './texts.ts';

/** Stopping asks what becomes of the robot's open positions: closed at market now, or handed back to the user. */
export function StopDialog({
  robot,
  opened,
  stopping,
  onCancel,
  onStop,
}: {
  robot: RobotView;
  opened: boolean;
  stopping: boolean;
  onCancel(): void;
  onStop(mode: RobotStopMode): void;
}) {
  const { t } = useTexts(ROBOTS);
  const [mode, setMode] = useState<RobotStopMode | null>(null);
  const holds = robot.openPositions > 0;
  const chosen: RobotStopMode | null = holds ? mode : 'close';
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('stop.title', { name: robot.name })}
      closeButtonProps={{ 'aria-label': t('stop.cancel') }}
      centered
    >
      <Stack gap="md">
        {holds ? (
          <Radio.Group
            label={t('stop.question', { count: robot.openPositions })}
            value={mode}
            onChange={(value) => setMode(value as RobotStopMode)}
            data-testid="robot-stop-modes"
          >
            <Stack gap="sm" mt="xs">
              <Radio value="close" label={t('stop.close')} description={t('stop.closeWords')} />
              <Radio value="hand_back" label={t('stop.handBack')} description={t('stop.handBackWords')} />
            </Stack>
          </Radio.Group>
        ) : (
          <Text size="sm">{t('stop.none')}</Text>
        )}
        <Text size="sm" c="dimmed">
          {t('stop.final')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('stop.cancel')}
          </Button>
          <Button color="red" loading={stopping} disabled={chosen === null} onClick={() => chosen && onStop(chosen)}>
            {t('stop.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
