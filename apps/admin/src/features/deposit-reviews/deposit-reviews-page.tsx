import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useCanReviewMoney } from '../../shared/money/access.ts';
import { PageHeader } from '../../shared/page-header.tsx';
import { ResourceList } from '../../shared/resource/resource-list.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { useDepositList } from './deposit-list.tsx';
import { DepositReviewDialog } from './deposit-review-dialog.tsx';
import type { ScreenTexts } from './i18n.ts';

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

function DepositQueue() {
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <ResourceList list={useDepositList(setOpenId)}>
      {(rows) => (
        <DepositReviewDialog deposit={rows?.find((row) => row.id === openId) ?? null} onClose={() => setOpenId(null)} />
      )}
    </ResourceList>
  );
}
