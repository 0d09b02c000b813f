import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { AdminFollowInstitutionView, FOLLOW_INSTITUTION_SORTS } from '@platform/contracts';
import { ChangeText, displayAmount, groupDigits, trimZeros, useDateFormat } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useProductLineNews } from '../../shared/live.ts';
import { Figure, offeredNameColumn } from '../../shared/offered-name.tsx';
import type { ResourceListDescription } from '../../shared/resource/resource-list.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { followQueries } from './api.ts';
import type { ScreenTexts } from './i18n.ts';
import { strategyRule } from './strategy-rule.ts';

const usd = (value: string) => displayAmount(value, 'USD');
const PERIODS = ['day', 'week', 'month', 'all'] as const;

/** One figure of the record beside its label. */
function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="md" wrap="nowrap" justify="space-between">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text span size="xs">
        {children}
      </Text>
    </Group>
  );
}

/**
 * Every institution with its terms, its record (from its marks and trades) and what its followers hold now, oldest
 * first or by name; the name opens the institution's form, the row (or the link under the name) its page with its
 * follow orders.
 */
export function useInstitutionList(
  onEdit: (row: AdminFollowInstitutionView) => void,
): ResourceListDescription<AdminFollowInstitutionView, never, (typeof FOLLOW_INSTITUTION_SORTS)[number]> {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDate = useDateFormat();
  // "7, 30, 90 days": the unit once, after the last.
  const periodsText = (periods: number[]) =>
    t('follow.days', { count: periods.at(-1) ?? 0, list: periods.join(t('follow.separator')) });
  return {
    label: t('follow.title'),
    minWidth: 980,
    pageSize: 20,
    useRows: ({ sort, pageNum, pageSize }) => {
      useProductLineNews('follow', followQueries.all);
      return useQuery(followQueries.institutions({ page: pageNum, size: pageSize, sort }));
    },
    emptyText: t('follow.empty'),
    rowKey: (row) => row.id,
    rowLink: (row) => `/follow/institutions/${row.id}`,
    columns: [
      offeredNameColumn(t('follow.columns.institution'), 'follow', onEdit, [240, 300], (row) => (
        <>
          <Text size="xs" fw={600}>
            {t(`follow.strategy.${row.params.strategy}`)}
          </Text>
          <Text size="xs" c="dimmed">
            {strategyRule(row.params, t)}
          </Text>
          <Anchor
            component={Link}
            to={`/follow/institutions/${row.id}`}
            size="xs"
            aria-label={t('follow.openOf', { name: row.name })}
          >
            {t('follow.open')}
          </Anchor>
        </>
      )),
      {
        head: t('follow.columns.fees'),
        figures: true,
        cell: (row) => (
          <>
            <Text size="sm">{t('follow.managementFee', { percent: trimZeros(row.managementFeePercent) })}</Text>
            <Text size="sm">{t('follow.profitShare', { percent: trimZeros(row.profitSharePercent) })}</Text>
          </>
        ),
      },
      {
        head: t('follow.columns.periods'),
        figures: true,
        cell: (row) => <Figure>{periodsText(row.periods)}</Figure>,
      },
      {
        head: t('follow.columns.capital'),
        figures: true,
        cell: (row) => (
          <>
            <Text size="sm">{t('follow.capitalOf', { amount: usd(row.capital) })}</Text>
            <Text size="sm" fw={600}>
              {row.equity !== null ? t('follow.equityNow', { amount: usd(row.equity) }) : t('follow.noEquity')}
            </Text>
          </>
        ),
      },
      {
        head: t('follow.columns.record'),
        figures: true,
        cell: (row) => (
          <Stack gap={0}>
            {PERIODS.map((period) => (
              <Line key={period} label={t(`follow.returnsOf.${period}`)}>
                {row.returns[period] !== null ? (
                  <ChangeText value={row.returns[period]} suffix=" %" upColor="green-up" size="xs" />
                ) : (
                  t('follow.noRecord')
                )}
              </Line>
            ))}
            <Line label={t('follow.maxDrawdown')}>
              {row.maxDrawdown !== null ? `${row.maxDrawdown} %` : t('follow.noRecord')}
            </Line>
            <Line label={t('follow.trades')}>{groupDigits(row.trades)}</Line>
            <Text size="xs" c="dimmed">
              {t('follow.since', { date: formatDate.date(row.recordSince) })}
            </Text>
          </Stack>
        ),
      },
      {
        head: t('follow.columns.followers'),
        figures: true,
        cell: (row) => (
          <Figure under={t('follow.heldOf', { amount: usd(row.followed) })}>{groupDigits(row.followers)}</Figure>
        ),
      },
    ],
  };
}
