import { Anchor, Group, Text } from '@mantine/core';
import {
  type AdminRealNameQuery,
  type AdminRealNameView,
  ID_TYPE_LABELS,
  KYC_REVIEW_HOURS,
  type REAL_NAME_SORTS,
} from '@platform/contracts';
import { useDateFormat } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ToneBadge } from '../../shared/badges.tsx';
import { useQueueNews } from '../../shared/live.ts';
import { useLocalized, useRegionName } from '../../shared/localized.ts';
import type { ResourceListDescription } from '../../shared/resource/resource-list.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { realNameQueries } from './api.ts';
import type { ScreenTexts } from './i18n.ts';
import { RealNameStatusBadge } from './realname-badges.tsx';

const STATUSES = ['pending', 'approved', 'rejected'] as const;

/**
 * The queue opens on what waits for a decision (`status=all` in the address shows every submission), searched by name,
 * ID number or e-mail, sorted by name or submission time when asked.
 */
export function useRealNameList(): ResourceListDescription<
  AdminRealNameView,
  'q' | 'status',
  (typeof REAL_NAME_SORTS)[number]
> {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat({ seconds: true }).dateTime;
  const localized = useLocalized();
  const regionName = useRegionName();
  return {
    label: t('realNameReviews.title'),
    minWidth: 900,
    pageSize: 20,
    useRows: ({ filters, sort, pageNum, pageSize }) => {
      useQueueNews('identity', realNameQueries.all);
      return useQuery(
        realNameQueries.list({
          status: filters.status === 'all' ? undefined : (filters.status as AdminRealNameQuery['status']),
          q: filters.q,
          sort,
          page: pageNum,
          size: pageSize,
        }),
      );
    },
    search: { key: 'q', label: t('realNameReviews.search'), placeholder: t('realNameReviews.searchPlaceholder') },
    selects: [
      {
        key: 'status',
        label: t('realNameReviews.statusFilter'),
        initial: 'pending',
        options: [
          ...STATUSES.map((s) => ({ value: s, label: t(`realNameReviews.status.${s}`) })),
          { value: 'all', label: t('realNameReviews.all') },
        ],
      },
    ],
    emptyText: t('realNameReviews.empty'),
    rowKey: (row) => row.id,
    columns: [
      {
        head: t('realNameReviews.columns.id'),
        cell: (row) => (
          <Anchor
            component={Link}
            to={`/realname-reviews/${row.id}`}
            aria-label={t('realNameReviews.open', { id: row.id })}
          >
            #{row.id}
          </Anchor>
        ),
      },
      {
        head: t('realNameReviews.columns.user'),
        nowrap: true,
        cell: (row) => (
          <>
            <Anchor component={Link} to={`/users/${row.userId}`} size="sm">
              {row.userEmail}
            </Anchor>
            {row.username ? (
              <Text size="xs" c="dimmed">
                {row.username} #{row.userId}
              </Text>
            ) : null}
          </>
        ),
      },
      { head: t('realNameReviews.columns.fullName'), sort: 'fullName', minWidth: 140, cell: (row) => row.fullName },
      { head: t('realNameReviews.columns.idType'), nowrap: true, cell: (row) => localized(ID_TYPE_LABELS[row.idType]) },
      { head: t('realNameReviews.columns.country'), nowrap: true, cell: (row) => regionName(row.country) },
      {
        head: t('realNameReviews.columns.status'),
        cell: (row) => (
          <Group gap={4} wrap="nowrap">
            <RealNameStatusBadge status={row.status} />
            {row.overdue ? (
              <ToneBadge tone="red">{t('realNameReviews.overdue', { hours: KYC_REVIEW_HOURS })}</ToneBadge>
            ) : null}
          </Group>
        ),
      },
      {
        head: t('realNameReviews.columns.submittedAt'),
        sort: 'submittedAt',
        descFirst: true,
        nowrap: true,
        cell: (row) => formatDateTime(row.submittedAt),
      },
    ],
  };
}
