import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { AdminUserView } from '@platform/contracts';
import { toast } from '@platform/ui';
import { useState } from 'react';
import { ReasonDialog } from '../../shared/reason-dialog.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { useSetStatus } from './api.ts';
import type { ScreenTexts } from './i18n.ts';

/** An admin disables or enables an account: a confirm dialog that asks for the reason. */
export function StatusSection({ user }: { user: AdminUserView }) {
  const { t } = useAppTexts<ScreenTexts>();
  const setStatus = useSetStatus(user.userId);
  const [opened, setOpened] = useState(false);
  const disabling = user.status === 'active';
  const name = user.username ?? user.email;

  return (
    <Paper withBorder p="md">
      <Stack>
        <Title order={2} size="h4">
          {t('users.status.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {disabling ? t('users.status.disableIntro') : t('users.status.enableIntro')}
        </Text>
        <Group justify="flex-end">
          <Button color={disabling ? 'red.8' : undefined} variant="outline" onClick={() => setOpened(true)}>
            {disabling ? t('users.status.disable') : t('users.status.enable')}
          </Button>
        </Group>
      </Stack>
      <ReasonDialog
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('common:prompt')}
        content={disabling ? t('users.status.disableConfirm', { name }) : t('users.status.enableConfirm', { name })}
        danger={disabling}
        onConfirm={async (reason) => {
          await setStatus.mutateAsync({ status: disabling ? 'disabled' : 'active', reason });
          toast.success(disabling ? t('users.status.disabled') : t('users.status.enabled'));
        }}
      />
    </Paper>
  );
}
