import { Stack, Text } from '@mantine/core';
import { type AdminDepositView, formatAmount } from '@platform/contracts';
import { useState } from 'react';
import { useCanReviewMoney } from '../../shared/money/access.ts';
import { type BulkRequest, BulkReviewDialog } from '../../shared/money/bulk-review.tsx';
import { depositQueue } from '../../shared/money/review-queue.ts';
import { PageHeader } from '../../shared/page-header.tsx';
import { ResourceList } from '../../shared/resource/resource-list.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { useDepositList } from './deposit-list.tsx';
import type { ScreenTexts } from './i18n.ts';
import { isReviewable } from './reviewable.ts';

export function DepositReviewsPage() {
  const { t } = useAppTexts<ScreenTexts>();
  const allowed = useCanReviewMoney();
  return (
    <Stack>
      <PageHeader title={t('depositReviews.title')} intro={t('depositReviews.intro')} />
      {allowed ? <DepositQueue /> : <Text c="dimmed">{t('money.noAccess')}</Text>}
    </Stack>
  );
}

const itemOf = (deposit: AdminDepositView) => ({
  id: deposit.id,
  label: `#${deposit.id} · ${deposit.user.email} · ${formatAmount(deposit.amount, deposit.currency)} ${deposit.currency}`,
});

function DepositQueue() {
  const { t } = useAppTexts<ScreenTexts>();
  const [request, setRequest] = useState<BulkRequest | null>(null);
  const decide = depositQueue.useDecisions();
  const list = useDepositList((decision, deposits) => {
    const items = deposits.filter(isReviewable).map(itemOf);
    if (items.length > 0) setRequest({ decision, items });
  });
  return (
    <>
      <ResourceList list={list} />
      <BulkReviewDialog
        request={request}
        onClose={() => setRequest(null)}
        approveEffect={t('depositReviews.bulk.approveEffect')}
        rejectEffect={t('depositReviews.bulk.rejectEffect')}
        decide={decide}
      />
    </>
  );
}
