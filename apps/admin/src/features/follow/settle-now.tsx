import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { AdminFollowOrderView } from '@platform/contracts';
import { displayAmount, toast, WARNING_TEXT } from '@platform/ui';
import { useState } from 'react';
import { ReasonDialog } from '../../shared/reason-dialog.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { useSettleNow } from './api.ts';
import type { ScreenTexts } from './i18n.ts';

/** What the sandbox's settle-now does, said once above the orders it is offered on (sandbox servers only). */
export function SettleNowNote() {
  const { t } = useAppTexts<ScreenTexts>();
  return (
    <Paper
      withBorder
      p="sm"
      component="section"
      aria-labelledby="follow-sandbox-title"
      style={{ borderStyle: 'dashed', borderColor: WARNING_TEXT }}
    >
      <Stack gap={4}>
        <Group gap="xs">
          <Badge variant="outline" color={WARNING_TEXT} tt="none">
            {t('follow.sandbox.badge')}
          </Badge>
          <Title order={2} size="h5" id="follow-sandbox-title">
            {t('follow.sandbox.title')}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t('follow.sandbox.intro')}
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * The sandbox's settle-now on one waiting or running follow order (the row's action, shown on sandbox servers only):
 * the order's period ends now and it settles at a fresh mark, once confirmed with the reason the audit log keeps.
 */
export function SettleNowButton({ order }: { order: AdminFollowOrderView }) {
  const { t } = useAppTexts<ScreenTexts>();
  const settle = useSettleNow();
  const [confirming, setConfirming] = useState(false);
  if (order.status === 'settled') return null;
  return (
    <>
      <Button
        size="xs"
        variant="outline"
        color="red.8"
        onClick={() => setConfirming(true)}
        aria-label={t('follow.sandbox.settleOf', { id: order.id })}
      >
        {t('follow.sandbox.settle')}
      </Button>
      <ReasonDialog
        opened={confirming}
        danger
        title={t('follow.sandbox.confirmTitle', { id: order.id })}
        content={t('follow.sandbox.confirm', {
          amount: displayAmount(order.amount, 'USD'),
          email: order.userEmail,
        })}
        onClose={() => setConfirming(false)}
        onConfirm={async (reason) => {
          const settled = await settle.mutateAsync({ id: order.id, reason });
          toast.success(t('follow.sandbox.settled', { value: displayAmount(settled.value ?? '0', 'USD') }));
        }}
      />
    </>
  );
}
