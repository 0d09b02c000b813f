import { Stack, Text } from '@mantine/core';
import type { AdminDepositsQuery, DepositMethod, DepositState } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCanReviewMoney } from '../../shared/money/access.ts';
import { ALL, QueueFilters } from '../../shared/money/queue-filters.tsx';
import { depositQueue } from '../../shared/money/review-queue.ts';
import { PageHeader } from '../../shared/page-header.tsx';
import { PagedList } from '../../shared/paged-list.tsx';
import { useUrlFilters } from '../../shared/search-params.ts';
import { useAppTexts } from '../../shared/texts.ts';
import { DepositReviewDialog } from './deposit-review-dialog.tsx';
import { DepositsTable } from './deposits-table.tsx';
import type { ScreenTexts } from './i18n.ts';

const PAGE_SIZE = 20;

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
  const { t } = useAppTexts<ScreenTexts>();
  const { values, pageNum, setFilters } = useUrlFilters(['status', 'method', 'userId'] as const);
  // Without filters the queue shows what waits for an operator: pending bank transfers.
  const shown = { status: values.status || 'pending', method: values.method || 'bank', userId: values.userId };
  const filters: AdminDepositsQuery = {
    status: shown.status === ALL ? undefined : (shown.status as DepositState),
    method: shown.method === ALL ? undefined : (shown.method as DepositMethod),
    userId: shown.userId ? Number(shown.userId) : undefined,
    pageNum,
    pageSize: PAGE_SIZE,
  };
  const query = useQuery(depositQueue.list(filters));
  const [openId, setOpenId] = useState<number | null>(null);
  const open = query.data?.rows.find((row) => row.id === openId) ?? null;
  const waiting = shown.status === 'pending' && shown.method === 'bank' && !shown.userId;

  return (
    <>
      <QueueFilters values={shown} methodLabels="depositMethods" onChange={setFilters} />
      <PagedList
        query={query}
        emptyText={waiting ? t('depositReviews.empty') : t('shared.noMatches')}
        pageSize={PAGE_SIZE}
      >
        {(rows) => <DepositsTable rows={rows} onOpen={setOpenId} />}
      </PagedList>
      <DepositReviewDialog deposit={open} onClose={() => setOpenId(null)} />
    </>
  );
}
