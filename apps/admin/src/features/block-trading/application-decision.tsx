import { Button, Group, Kbd, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import type { AdminBlockApplicationView } from '@platform/contracts';
import { toast } from '@platform/ui';
import { useState } from 'react';
import { ReasonPanel } from '../../shared/reason-panel.tsx';
import { SectionCard } from '../../shared/section-card.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { useReviewBlockApplication } from './api.ts';
import type { ScreenTexts } from './i18n.ts';

type Decision = 'approve' | 'reject';

/**
 * A waiting application's decision: approve (block trading opens for the user) or reject (the user reads the reason),
 * each with the reason the audit log keeps; `a` and `r` open them in place from the keyboard (the reason takes the
 * focus, Ctrl+Enter decides, Escape puts it away).
 */
export function ApplicationDecision({ application }: { application: AdminBlockApplicationView }) {
  const { t } = useAppTexts<ScreenTexts>();
  const review = useReviewBlockApplication();
  const [decision, setDecision] = useState<Decision>('approve');
  const [opened, setOpened] = useState(false);
  const choose = (next: Decision) => {
    setDecision(next);
    setOpened(true);
  };
  useHotkeys([
    ['a', () => choose('approve')],
    ['r', () => choose('reject')],
  ]);
  const approving = decision === 'approve';
  return (
    <SectionCard title={t('blockTrading.page.decision')}>
      <Text size="sm" c="dimmed">
        {t('blockTrading.page.keys')} <Kbd>a</Kbd> {t('blockTrading.page.keyApprove')} · <Kbd>r</Kbd>{' '}
        {t('blockTrading.page.keyReject')}
      </Text>
      {/* Once a decision is chosen, its reason takes the buttons' place (Cancel brings them back). */}
      {opened ? null : (
        <Group justify="flex-end" gap="sm">
          <Button variant="outline" color="red.8" aria-keyshortcuts="r" onClick={() => choose('reject')}>
            {t('blockTrading.reject')}
          </Button>
          <Button aria-keyshortcuts="a" onClick={() => choose('approve')}>
            {t('blockTrading.approve')}
          </Button>
        </Group>
      )}
      <ReasonPanel
        opened={opened}
        onClose={() => setOpened(false)}
        danger={!approving}
        title={t(approving ? 'blockTrading.approveTitle' : 'blockTrading.rejectTitle', { id: application.id })}
        content={t(approving ? 'blockTrading.approveContent' : 'blockTrading.rejectContent')}
        onConfirm={async (reason) => {
          await review.mutateAsync({
            id: application.id,
            body: approving ? { decision: 'approve', reason } : { decision: 'reject', reason },
          });
          toast.success(t(approving ? 'blockTrading.approved' : 'blockTrading.rejected'));
        }}
      />
    </SectionCard>
  );
}
