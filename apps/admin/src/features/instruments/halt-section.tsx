import { Button, Group, Stack, Text } from '@mantine/core';
import { toast, useDateFormat } from '@platform/ui';
import { useState } from 'react';
import { ReasonDialog } from '../../shared/reason-dialog.tsx';
import { SectionCard } from '../../shared/section-card.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { type AdminInstrument, useSetHalt } from './api.ts';
import type { ScreenTexts } from './i18n.ts';

/** An admin halts or resumes trading in an instrument: a confirm dialog that asks for the reason. */
export function HaltSection({ row, canAct }: { row: AdminInstrument; canAct: boolean }) {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat({ seconds: true }).dateTime;
  const { symbol } = row.instrument;
  const setHalt = useSetHalt(symbol);
  const [opened, setOpened] = useState(false);
  const halting = !row.halted;

  return (
    <SectionCard title={t('instruments.halt.title')}>
      {row.halted ? (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('instruments.halt.halted', { since: formatDateTime(row.haltedAt) })}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('instruments.halt.reason', { reason: row.haltReason ?? t('shared.none') })}
          </Text>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('instruments.halt.running')}
        </Text>
      )}
      {canAct ? (
        <Group justify="flex-end">
          <Button color={halting ? 'red.8' : undefined} variant="outline" onClick={() => setOpened(true)}>
            {halting ? t('instruments.halt.halt') : t('instruments.halt.resume')}
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t('instruments.halt.adminOnly')}
        </Text>
      )}
      {canAct ? (
        <ReasonDialog
          opened={opened}
          onClose={() => setOpened(false)}
          title={t('common:prompt')}
          content={
            halting ? t('instruments.halt.haltConfirm', { symbol }) : t('instruments.halt.resumeConfirm', { symbol })
          }
          danger={halting}
          onConfirm={async (reason) => {
            await setHalt.mutateAsync({ halt: halting, reason });
            toast.success(
              halting ? t('instruments.halt.haltedToast', { symbol }) : t('instruments.halt.resumedToast', { symbol }),
            );
          }}
        />
      ) : null}
    </SectionCard>
  );
}
