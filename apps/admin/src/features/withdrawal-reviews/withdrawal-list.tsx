import { Stack, Text } from '@mantine/core';
import {
  type AdminWithdrawalView,
  formatAmount,
  type REVIEW_QUEUE_SORTS,
  type WithdrawalState,
} from '@platform/contracts';
import { Amount, MoneyStatusBadge, textsUnder, useDateFormat } from '@platform/ui';
import { type BulkDecision, BulkReviewBar } from '../../shared/money/bulk-review.tsx';
import { ALL, QueueFilters } from '../../shared/money/queue-filters.tsx';
import { RecordLink } from '../../shared/money/record-link.tsx';
import { withdrawalQueue } from '../../shared/money/review-queue.ts';
import { UserCell } from '../../shared/money/user-link.tsx';
import type { ResourceListDescription } from '../../shared/resource/resource-list.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { Destination } from './destination.tsx';
import type { ScreenTexts } from './i18n.ts';

const pageOf = (withdrawal: AdminWithdrawalView) => `/money/withdrawals/${withdrawal.id}`;
const isPending = (withdrawal: AdminWithdrawalView) => withdrawal.status === 'pending';

/**
 * The queue: without filters, what waits for an operator (pending withdrawals, oldest first). Each row opens its page
 * (its link, a click, Enter); the waiting ones can be picked and decided together (`onBulk`), each on its own.
 */
export function useWithdrawalList(
  onBulk: (decision: BulkDecision, withdrawals: AdminWithdrawalView[]) => void,
): ResourceListDescription<AdminWithdrawalView, 'status' | 'userId', (typeof REVIEW_QUEUE_SORTS)[number]> {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat({ seconds: true }).dateTime;
  const c = textsUnder(t, 'withdrawalReviews.columns');
  return {
    label: t('withdrawalReviews.title'),
    minWidth: 900,
    pageSize: 20,
    useRows: ({ filters, sort, pageNum, pageSize }) =>
      withdrawalQueue.useList({
        status: filters.status === ALL ? undefined : (filters.status as WithdrawalState),
        userId: filters.userId ? Number(filters.userId) : undefined,
        sort,
        pageNum,
        pageSize,
      }),
    filterForm: {
      keys: ['status', 'userId'],
      initial: { status: 'pending' },
      render: (shown, apply) => <QueueFilters values={shown} onChange={apply} />,
    },
    emptyText: t('withdrawalReviews.empty'),
    rowKey: (withdrawal) => withdrawal.id,
    rowData: (withdrawal) => ({ 'data-withdrawal-id': withdrawal.id }),
    rowLink: pageOf,
    bulk: {
      selectable: isPending,
      rowLabel: (withdrawal) => t('withdrawalReviews.select', { id: withdrawal.id }),
      allLabel: t('money.bulk.selectAll'),
      bar: (picked, clear) => (
        <BulkReviewBar count={picked.length} onDecide={(decision) => onBulk(decision, picked)} onClear={clear} />
      ),
    },
    hotkeys: [
      ['a', (withdrawals) => onBulk('approve', withdrawals)],
      ['r', (withdrawals) => onBulk('reject', withdrawals)],
    ],
    columns: [
      {
        head: c('id'),
        cell: (withdrawal) => (
          <RecordLink to={pageOf(withdrawal)} waiting={isPending(withdrawal)}>
            {t(isPending(withdrawal) ? 'withdrawalReviews.review' : 'withdrawalReviews.view', { id: withdrawal.id })}
          </RecordLink>
        ),
      },
      // The e-mail breaks, past its column's narrowest, only where the table would not fit its area (issue 32 §3).
      { head: c('user'), minWidth: 160, cell: (withdrawal) => <UserCell user={withdrawal.user} wrap /> },
      { head: c('destination'), maxWidth: 260, cell: (withdrawal) => <Destination withdrawal={withdrawal} /> },
      {
        head: c('amount'),
        cell: ({ amount, fee, total, currency }) => (
          <Stack gap={0}>
            <Amount value={amount} currency={currency} />
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {t('withdrawalReviews.feeAndFrozen', {
                fee: formatAmount(fee, currency),
                total: formatAmount(total, currency),
              })}
            </Text>
          </Stack>
        ),
      },
      {
        head: c('status'),
        cell: ({ status }) => <MoneyStatusBadge status={status}>{t(`money.status.${status}`)}</MoneyStatusBadge>,
      },
      {
        head: c('createdAt'),
        sort: 'createdAt',
        descFirst: true,
        nowrap: true,
        cell: (withdrawal) => formatDateTime(withdrawal.createdAt),
      },
    ],
  };
}
