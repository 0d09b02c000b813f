import { Button, Group, Text } from '@mantine/core';
import type { AdminRealNameView } from '@platform/contracts';
import { confirm, toast, useShowError } from '@platform/ui';
import { useState } from 'react';
import { ReasonDialog } from '../../shared/reason-dialog.tsx';
import { SectionCard } from '../../shared/section-card.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { useReviewRealName } from './api.ts';
import type { ScreenTexts } from './i18n.ts';

/** A reviewer approves (a confirm), or rejects with the reason the user is shown. */
export function ReviewSection({ row }: { row: AdminRealNameView }) {
  const { t } = useAppTexts<ScreenTexts>();
  const showError = useShowError();
  const review = useReviewRealName(row.id);
  const [rejecting, setRejecting] = useState(false);

  const approve = () =>
    confirm({
      title: t('common:prompt'),
      content: t('realNameReviews.review.approveConfirm', { name: row.fullName }),
      okLabel: t('common:ok'),
      cancelLabel: t('common:cancel'),
      onOk: async () => {
        try {
          await review.mutateAsync({ decision: 'approve' });
          toast.success(t('realNameReviews.review.approved'));
        } catch (error) {
          showError(error);
        }
      },
    });

  return (
    <SectionCard title={t('realNameReviews.review.title')}>
      <Text size="sm" c="dimmed">
        {t('realNameReviews.review.intro')}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="outline" color="red.8" onClick={() => setRejecting(true)}>
          {t('realNameReviews.review.reject')}
        </Button>
        <Button onClick={approve} loading={review.isPending}>
          {t('realNameReviews.review.approve')}
        </Button>
      </Group>
      <ReasonDialog
        opened={rejecting}
        onClose={() => setRejecting(false)}
        title={t('common:prompt')}
        content={t('realNameReviews.review.rejectConfirm', { name: row.fullName })}
        danger
        onConfirm={async (reason) => {
          await review.mutateAsync({ decision: 'reject', reason });
          toast.success(t('realNameReviews.review.rejected'));
        }}
      />
    </SectionCard>
  );
}
