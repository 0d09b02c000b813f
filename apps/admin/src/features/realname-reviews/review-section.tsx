import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { AdminRealNameView } from '@platform/contracts';
import { confirm, toast, useShowError } from '@platform/ui';
import { useState } from 'react';
import { ReasonDialog } from '../../shared/reason-dialog.tsx';
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
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('realNameReviews.review.title')}
        </Title>
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
      </Stack>
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
    </Paper>
  );
}
