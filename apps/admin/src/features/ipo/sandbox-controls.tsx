import { Button, Group, Text } from '@mantine/core';
import type { AdminIpoOfferingView } from '@platform/contracts';
import { displayAmount, toast, useMessage } from '@platform/ui';
import { useState } from 'react';
import { ReasonDialog } from '../../shared/reason-dialog.tsx';
import { SandboxCard } from '../../shared/sandbox.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { useSandboxControl } from './api.ts';
import type { ScreenTexts } from './i18n.ts';

type Control = 'closeNow' | 'listNow';

/**
 * The sandbox's shortcuts through time, shown only when the server runs as a sandbox (and marked so): close the
 * subscription now (the allotment runs; it needs the final price) and, once allotted, list now. Each asks for a
 * confirmation and a reason.
 */
export function SandboxControls({ offering }: { offering: AdminIpoOfferingView }) {
  const { t } = useAppTexts<ScreenTexts>();
  const message = useMessage();
  const control = useSandboxControl();
  const [confirming, setConfirming] = useState<Control | null>(null);
  const canClose = offering.phase === 'purchasable' || offering.phase === 'waiting_allotment';
  const canList = offering.phase === 'allotted';
  if (!canClose && !canList) return null;
  const needsPrice = canClose && offering.finalPrice === null;
  return (
    <SandboxCard title={t('ipo.sandbox.title')} intro={t('ipo.sandbox.intro')}>
      {needsPrice ? (
        <Text size="sm" c="var(--mantine-color-error)" id="ipo-close-needs-price">
          {t('ipo.sandbox.needsFinalPrice')}
        </Text>
      ) : null}
      <Group>
        {canClose ? (
          <Button
            color="red.8"
            variant="outline"
            disabled={needsPrice}
            aria-describedby={needsPrice ? 'ipo-close-needs-price' : undefined}
            onClick={() => setConfirming('closeNow')}
          >
            {t('ipo.sandbox.closeNow')}
          </Button>
        ) : null}
        {canList ? (
          <Button color="red.8" variant="outline" onClick={() => setConfirming('listNow')}>
            {t('ipo.sandbox.listNow')}
          </Button>
        ) : null}
      </Group>
      <ReasonDialog
        opened={confirming !== null}
        danger
        title={
          confirming === 'listNow'
            ? t('ipo.sandbox.listNowTitle', { symbol: offering.symbol })
            : t('ipo.sandbox.closeNowTitle', { symbol: offering.symbol })
        }
        content={
          confirming === 'listNow'
            ? t('ipo.sandbox.listNowContent')
            : t('ipo.sandbox.closeNowContent', { price: displayAmount(offering.finalPrice ?? '0', 'USD') })
        }
        onClose={() => setConfirming(null)}
        onConfirm={async (reason) => {
          if (!confirming) return;
          await control.mutateAsync({ id: offering.id, control: confirming, reason });
          toast.success(message(confirming === 'listNow' ? 'ipoListed' : 'ipoAllotmentRun'));
        }}
      />
    </SandboxCard>
  );
}
