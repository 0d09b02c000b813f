import { Stack, Text } from '@mantine/core';
import { type AdminWithdrawalView, formatAmount } from '@platform/contracts';
import { useState } from 'react';
import { useCanReviewMoney } from '../../shared/money/access.ts';
import { type BulkRequest, BulkReviewDialog } from '../../shared/money/bulk-review.tsx';
import { withdrawalQueue } from '../../shared/money/review-queue.ts';
import { PageHeader } from '../../shared/page-header.tsx';
import { ResourceList } from '../../shared/resource/resource-list.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';
import { useWithdrawalList } from './withdrawal-list.tsx';

export function WithdrawalReviewsPage() {
  const { t } = useAppTexts<ScreenTexts>();
  const allowed = useCanReviewMoney();
  return (
    <Stack>
      <PageHeader title={t('withdrawalReviews.title')} intro={t('withdrawalReviews.intro')} />
      {allowed ? <WithdrawalQueue /> : <Text c="dimmed">{t('money.noAccess')}</Text>}
    </Stack>
  );
}

const itemOf = (w: AdminWithdrawalView) => ({
  id: w.id,
  label: `#${w.id} · ${w.user.email} · ${formatAmount(w.amount, w.currency)} ${w.currency}`,
});

function WithdrawalQueue() {
  const { t } = useAppTexts<ScreenTexts>();
  const [request, setRequest] = useState<BulkRequest | null>(null);
  const decide = withdrawalQueue.useDecisions();
  const list = useWithdrawalList((decision, withdrawals) => {
    const items = withdrawals.filter((w) => w.status === 'pending').map(itemOf);
    if (items.length > 0) setRequest({ decision, items });
  });
  return (
    <>
      <ResourceList list={list} />
      <BulkReviewDialog
        request={request}
        onClose={() => setRequest(null)}
        approveEffect={t('withdrawalReviews.bulk.approveEffect')}
        rejectEffect={t('withdrawalReviews.bulk.rejectEffect')}
        decide={decide}
      />
    </>
  );
}
