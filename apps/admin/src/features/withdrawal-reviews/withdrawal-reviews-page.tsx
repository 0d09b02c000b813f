import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useCanReviewMoney } from '../../shared/money/access.ts';
import { PageHeader } from '../../shared/page-header.tsx';
import { ResourceList } from '../../shared/resource/resource-list.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';
import { useWithdrawalList } from './withdrawal-list.tsx';
import { WithdrawalReviewDialog } from './withdrawal-review-dialog.tsx';

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

function WithdrawalQueue() {
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <ResourceList list={useWithdrawalList(setOpenId)}>
      {(rows) => (
        <WithdrawalReviewDialog
          withdrawal={rows?.find((row) => row.id === openId) ?? null}
          onClose={() => setOpenId(null)}
        />
      )}
    </ResourceList>
  );
}
