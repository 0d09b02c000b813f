import { Stack, Text } from '@mantine/core';
import type { AdminDepositView, DepositMethod, DepositState, REVIEW_QUEUE_SORTS } from '@platform/contracts';
import { Amount, MoneyStatusBadge, textsUnder, useDateFormat } from '@platform/ui';
import { type BulkDecision, BulkReviewBar } from '../../shared/money/bulk-review.tsx';
import { ALL, QueueFilters } from '../../shared/money/queue-filters.tsx';
import { RecordLink } from '../../shared/money/record-link.tsx';
import { depositQueue } from '../../shared/money/review-queue.ts';
import { UserCell } from '../../shared/money/user-link.tsx';
import type { ResourceListDescription } from '../../shared/resource/resource-list.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';
import { isReviewable } from './reviewable.ts';

const pageOf = (deposit: AdminDepositView) => `/money/deposits/${deposit.id}`;

/**
 * The queue: without filters, what waits for an operator (pending bank transfers, oldest first). Each row opens its
 * page (its link, a click, Enter); the waiting ones can be picked and decided together (`onBulk`), each on its own.
 */
export function useDepositList(
  onBulk: (decision: BulkDecision, deposits: AdminDepositView[]) => void,
): ResourceListDescription<AdminDepositView, 'status' | 'method' | 'userId', (typeof REVIEW_QUEUE_SORTS)[number]> {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat({ seconds: true }).dateTime;
  const c = textsUnder(t, 'depositReviews.columns');
  return {
    label: t('depositReviews.title'),
    minWidth: 820,
    pageSize: 20,
    useRows: ({ filters, sort, pageNum, pageSize }) =>
      depositQueue.useList({
        status: filters.status === ALL ? undefined : (filters.status as DepositState),
        method: filters.method === ALL ? undefined : (filters.method as DepositMethod),
        userId: filters.userId ? Number(filters.userId) : undefined,
        sort,
        pageNum,
        pageSize,
      }),
    filterForm: {
      keys: ['status', 'method', 'userId'],
      initial: { status: 'pending', method: 'bank' },
      render: (shown, apply) => <QueueFilters values={shown} methodLabels="depositMethods" onChange={apply} />,
    },
    emptyText: t('depositReviews.empty'),
    rowKey: (deposit) => deposit.id,
    rowData: (deposit) => ({ 'data-deposit-id': deposit.id }),
    rowLink: pageOf,
    bulk: {
      selectable: isReviewable,
      rowLabel: (deposit) => t('depositReviews.select', { id: deposit.id }),
      allLabel: t('money.bulk.selectAll'),
      bar: (picked, clear) => (
        <BulkReviewBar count={picked.length} onDecide={(decision) => onBulk(decision, picked)} onClear={clear} />
      ),
    },
    hotkeys: [
      ['a', (deposits) => onBulk('approve', deposits)],
      ['r', (deposits) => onBulk('reject', deposits)],
    ],
    columns: [
      {
        head: c('id'),
        cell: (deposit) => {
          const reviewable = isReviewable(deposit);
          return (
            <RecordLink to={pageOf(deposit)} waiting={reviewable}>
              {t(reviewable ? 'depositReviews.review' : 'depositReviews.view', { id: deposit.id })}
            </RecordLink>
          );
        },
      },
      // The e-mail breaks, past its column's narrowest, only where the table would not fit its area (issue 32 §3).
      { head: c('user'), minWidth: 160, cell: (deposit) => <UserCell user={deposit.user} wrap /> },
      {
        head: c('amount'),
        cell: (deposit) => (
          <Stack gap={0}>
            <Amount value={deposit.amount} currency={deposit.currency} />
            <Text size="xs" c="dimmed">
              {t(`money.depositMethods.${deposit.method}`)}
            </Text>
          </Stack>
        ),
      },
      {
        head: c('status'),
        cell: (deposit) => (
          <MoneyStatusBadge status={deposit.status}>{t(`money.status.${deposit.status}`)}</MoneyStatusBadge>
        ),
      },
      {
        head: c('createdAt'),
        sort: 'createdAt',
        descFirst: true,
        nowrap: true,
        cell: (deposit) => (
          <>
            <Text size="sm">{formatDateTime(deposit.createdAt)}</Text>
            {deposit.status === 'pending' && deposit.reviewDeadline ? (
              <Text size="xs" c="dimmed">
                {t('depositReviews.dueBy', { time: formatDateTime(deposit.reviewDeadline) })}
              </Text>
            ) : null}
          </>
        ),
      },
    ],
  };
}
