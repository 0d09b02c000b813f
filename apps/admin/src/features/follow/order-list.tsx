import { Anchor, Text } from '@mantine/core';
import type { AdminFollowOrderView } from '@platform/contracts';
import { ChangeText, displayAmount, useDateFormat } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ToneBadge } from '../../shared/badges.tsx';
import { useProductLineNews } from '../../shared/live.ts';
import { Figure } from '../../shared/offered-name.tsx';
import type { ResourceListDescription } from '../../shared/resource/resource-list.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { followQueries } from './api.ts';
import type { ScreenTexts } from './i18n.ts';
import { SettleNowButton } from './settle-now.tsx';

const usd = (value: string) => displayAmount(value, 'USD');
const TONES = { waiting: 'gray', running: 'blue', settled: 'teal' } as const;

/**
 * An institution's follow orders, everyone's, newest first: whose, how much for how long, where each stands (its live
 * value while running, what it settled at once settled); on a sandbox, each open one's settle-now.
 */
export function useOrderList(
  institutionId: number,
  sandbox: boolean,
): ResourceListDescription<AdminFollowOrderView, never> {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat().dateTime;
  return {
    label: t('follow.orders.title'),
    minWidth: 860,
    pageSize: 20,
    useRows: ({ pageNum, pageSize }) => {
      useProductLineNews('follow', followQueries.all);
      return useQuery(followQueries.orders(institutionId, pageNum, pageSize));
    },
    emptyText: t('follow.orders.empty'),
    rowKey: (order) => order.id,
    columns: [
      { head: t('follow.orders.columns.id'), nowrap: true, cell: (order) => `#${order.id}` },
      {
        head: t('follow.orders.columns.follower'),
        cell: (order) => (
          <>
            <Anchor component={Link} to={`/users/${order.userId}`} size="sm" style={{ whiteSpace: 'nowrap' }}>
              {order.userEmail}
            </Anchor>
            <Text size="xs" c="dimmed">
              #{order.userId}
            </Text>
          </>
        ),
      },
      {
        head: t('follow.orders.columns.amount'),
        figures: true,
        cell: (order) => (
          <Figure under={t('follow.days', { count: order.periodDays, list: order.periodDays })}>
            {usd(order.amount)}
          </Figure>
        ),
      },
      {
        head: t('follow.orders.columns.status'),
        cell: (order) => <ToneBadge tone={TONES[order.status]}>{t(`follow.orders.status.${order.status}`)}</ToneBadge>,
      },
      {
        head: t('follow.orders.columns.dates'),
        nowrap: true,
        cell: (order) => (
          <Figure under={t('follow.orders.ends', { date: formatDateTime(order.settledAt ?? order.endsAt) })}>
            {formatDateTime(order.startedAt ?? order.createdAt)}
          </Figure>
        ),
      },
      {
        head: t('follow.orders.columns.value'),
        figures: true,
        cell: (order) =>
          order.value !== null && order.returnPercent !== null ? (
            <>
              <Text size="sm">{usd(order.value)}</Text>
              <ChangeText value={order.returnPercent} suffix=" %" upColor="green-up" size="xs" />
            </>
          ) : (
            <Text size="xs" c="dimmed">
              {t('follow.noRecord')}
            </Text>
          ),
      },
      ...(sandbox
        ? [
            {
              head: t('follow.orders.columns.sandbox'),
              actions: true as const,
              cell: (order: AdminFollowOrderView) => <SettleNowButton order={order} />,
            },
          ]
        : []),
    ],
  };
}
