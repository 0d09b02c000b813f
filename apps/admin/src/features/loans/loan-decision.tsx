import { Button, Group, Kbd, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { type AdminLoanView, formatAmount, sumDecimals } from '@platform/contracts';
import { toast, useIdempotencyKey } from '@platform/ui';
import { useState } from 'react';
import { ReasonPanel } from '../../shared/reason-panel.tsx';
import { SectionCard } from '../../shared/section-card.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { useDecide } from './api.ts';
import type { ScreenTexts } from './i18n.ts';

type Decision = 'approve' | 'reject';

/**
 * A waiting application's decision: approve (pays the loan out) or reject, each with the reason the audit log keeps (a
 * rejection's is shown to the applicant), each first saying what it does to the money. `a` and `r` open them in place
 * from the keyboard (the reason takes the focus, Ctrl+Enter decides, Escape puts it away). Every submission carries the
 * decision's idempotency key, so a retry or a double click never decides twice.
 */
export function LoanDecision({ loan }: { loan: AdminLoanView }) {
  const { t } = useAppTexts<ScreenTexts>();
  const decide = useDecide();
  const key = useIdempotencyKey();
  const [decision, setDecision] = useState<Decision>('approve');
  const [opened, setOpened] = useState(false);
  const choose = (next: Decision) => {
    key.renew();
    setDecision(next);
    setOpened(true);
  };
  useHotkeys([
    ['a', () => choose('approve')],
    ['r', () => choose('reject')],
  ]);
  const amount = formatAmount(loan.amount, 'USD');
  const fee = formatAmount(loan.originationFee, 'USD');
  const net = formatAmount(sumDecimals([loan.amount, `-${loan.originationFee}`], 2), 'USD');

  const send = async (reason: string) => {
    const idempotencyKey = key.current();
    try {
      if (decision === 'approve')
        await decide.mutateAsync({ id: loan.id, decision: 'approve', note: reason, idempotencyKey });
      else await decide.mutateAsync({ id: loan.id, decision: 'reject', reason, idempotencyKey });
      key.settle();
    } catch (error) {
      key.settle(error);
      throw error;
    }
    toast.success(t(decision === 'approve' ? 'loans.applications.approved' : 'loans.applications.rejected'));
  };

  return (
    <SectionCard title={t('loans.applications.decision.title')}>
      <Text size="sm" c="dimmed">
        {t('loans.applications.decision.keys')} <Kbd>a</Kbd> {t('loans.applications.decision.keyApprove')} ·{' '}
        <Kbd>r</Kbd> {t('loans.applications.decision.keyReject')}
      </Text>
      {/* Once a decision is chosen, its reason takes the buttons' place (Cancel brings them back). */}
      {opened ? null : (
        <Group justify="flex-end" gap="sm">
          <Button variant="outline" color="red.8" aria-keyshortcuts="r" onClick={() => choose('reject')}>
            {t('loans.applications.reject')}
          </Button>
          <Button aria-keyshortcuts="a" onClick={() => choose('approve')}>
            {t('loans.applications.approve')}
          </Button>
        </Group>
      )}
      <ReasonPanel
        opened={opened}
        onClose={() => setOpened(false)}
        title={t(decision === 'reject' ? 'loans.applications.reject' : 'loans.applications.approve')}
        content={
          decision === 'reject'
            ? t('loans.applications.rejectEffect')
            : t('loans.applications.approveEffect', { amount, fee, net })
        }
        danger={decision === 'reject'}
        onConfirm={send}
      />
    </SectionCard>
  );
}
