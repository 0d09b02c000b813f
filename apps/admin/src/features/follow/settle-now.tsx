import { Button } from '@mantine/core';
import type { AdminFollowOrderView } from '@platform/contracts';
import { displayAmount, toast } from '@platform/ui';
import { useState } from 'react';
import { ReasonDialog } from '../../shared/reason-dialog.tsx';
import { SandboxCard } from '../../shared/sandbox.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { useSettleNow } from './api.ts';
import type { ScreenTexts } from './i18n.ts';

/** What the sandbox's settle-now does, said once above the orders it is offered on (sandbox servers only). */
export function SettleNowNote() {
  const { t } = useAppTexts<ScreenTexts>();
  return <SandboxCard compact title={t('follow.sandbox.title')} intro={t('follow.sandbox.intro')} children={null} />;
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
