import { Stack, Text } from '@mantine/core';
import type { AdminWithdrawalsQuery, WithdrawalState } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCanReviewMoney } from '../../shared/money/access.ts';
import { ALL, QueueFilters } from '../../shared/money/queue-filters.tsx';
import { withdrawalQueue } from '../../shared/money/review-queue.ts';
import { PageHeader } from '../../shared/page-header.tsx';
import { PagedList } from '../../shared/paged-list.tsx';
import { useUrlFilters } from '../../shared/search-params.ts';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';
import { WithdrawalReviewDialog } from './withdrawal-review-dialog.tsx';
import { WithdrawalsTable } from './withdrawals-table.tsx';

const PAGE_SIZE = 20;

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
  const { t } = useAppTexts<ScreenTexts>();
  const { values, pageNum, setFilters } = useUrlFilters(['status', 'userId'] as const);
  const shown = { status: values.status || 'pending', userId: values.userId };
  const filters: AdminWithdrawalsQuery = {
    status: shown.status === ALL ? undefined : (shown.status as WithdrawalState),
    userId: shown.userId ? Number(shown.userId) : undefined,
    pageNum,
    pageSize: PAGE_SIZE,
  };
  const query = useQuery(withdrawalQueue.list(filters));
  const [openId, setOpenId] = useState<number | null>(null);
  const open = query.data?.rows.find((row) => row.id === openId) ?? null;
  const waiting = shown.status === 'pending' && !shown.userId;

  return (
    <>
      <QueueFilters values={shown} onChange={setFilters} />
      <PagedList
        query={query}
        emptyText={waiting ? t('withdrawalReviews.empty') : t('shared.noMatches')}
        pageSize={PAGE_SIZE}
      >
        {(rows) => <WithdrawalsTable rows={rows} onOpen={setOpenId} />}
      </PagedList>
      <WithdrawalReviewDialog withdrawal={open} onClose={() => setOpenId(null)} />
    </>
  );
}
