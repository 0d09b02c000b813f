import { Anchor, Group, Table, Text } from '@mantine/core';
import { type AdminRealNameView, ID_TYPE_LABELS, KYC_REVIEW_HOURS } from '@platform/contracts';
import { useDateFormat } from '@platform/ui';
import { Link } from 'react-router';
import { ToneBadge } from '../../shared/badges.tsx';
import { DataTable } from '../../shared/data-table.tsx';
import { useLocalized, useRegionName } from '../../shared/localized.ts';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';
import { RealNameStatusBadge } from './realname-badges.tsx';

export function RealNameTable({ rows }: { rows: AdminRealNameView[] }) {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat({ seconds: true }).dateTime;
  const localized = useLocalized();
  const regionName = useRegionName();
  const nowrap = { whiteSpace: 'nowrap' } as const;
  return (
    <DataTable
      label={t('realNameReviews.title')}
      minWidth={900}
      head={[
        t('realNameReviews.columns.id'),
        t('realNameReviews.columns.user'),
        t('realNameReviews.columns.fullName'),
        t('realNameReviews.columns.idType'),
        t('realNameReviews.columns.country'),
        t('realNameReviews.columns.status'),
        t('realNameReviews.columns.submittedAt'),
      ]}
    >
      {rows.map((row) => (
        <Table.Tr key={row.id}>
          <Table.Td>
            <Anchor
              component={Link}
              to={`/realname-reviews/${row.id}`}
              aria-label={t('realNameReviews.open', { id: row.id })}
            >
              #{row.id}
            </Anchor>
          </Table.Td>
          <Table.Td style={nowrap}>
            <Anchor component={Link} to={`/users/${row.userId}`} size="sm">
              {row.userEmail}
            </Anchor>
            {row.username ? (
              <Text size="xs" c="dimmed">
                {row.username} #{row.userId}
              </Text>
            ) : null}
          </Table.Td>
          <Table.Td style={{ minWidth: 140, overflowWrap: 'anywhere' }}>{row.fullName}</Table.Td>
          <Table.Td style={nowrap}>{localized(ID_TYPE_LABELS[row.idType])}</Table.Td>
          <Table.Td style={nowrap}>{regionName(row.country)}</Table.Td>
          <Table.Td>
            <Group gap={4} wrap="nowrap">
              <RealNameStatusBadge status={row.status} />
              {row.overdue ? (
                <ToneBadge tone="red">{t('realNameReviews.overdue', { hours: KYC_REVIEW_HOURS })}</ToneBadge>
              ) : null}
            </Group>
          </Table.Td>
          <Table.Td style={nowrap}>{formatDateTime(row.submittedAt)}</Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
