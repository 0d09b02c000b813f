import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { AdminFollowInstitutionView } from '@platform/contracts';
import { ChangeText, displayAmount, groupDigits, TABULAR, useDateFormat } from '@platform/ui';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../shared/data-table.tsx';
import { strategyRule } from './strategy-rule.ts';

const usd = (value: string) => displayAmount(value, 'USD');
const PERIODS = ['day', 'week', 'month', 'all'] as const;
const NUMBERS = { ...TABULAR, whiteSpace: 'nowrap' } as const;

interface InstitutionsTableProps {
  rows: AdminFollowInstitutionView[];
  /** The name opens the institution's form. */
  onEdit(row: AdminFollowInstitutionView): void;
}

/** Every institution with its terms, its record (from its marks and trades) and what its followers hold now. */
export function InstitutionsTable({ rows, onEdit }: InstitutionsTableProps) {
  const { t } = useTranslation();
  const formatDate = useDateFormat();
  return (
    <DataTable
      label={t('follow.title')}
      minWidth={1080}
      head={[
        t('follow.columns.institution'),
        t('follow.columns.status'),
        t('follow.columns.fees'),
        t('follow.columns.periods'),
        t('follow.columns.capital'),
        t('follow.columns.returns'),
        t('follow.columns.drawdown'),
        t('follow.columns.trades'),
        t('follow.columns.followers'),
      ]}
    >
      {rows.map((row) => (
        <Table.Tr key={row.id}>
          <Table.Td miw={220} maw={320}>
            <Anchor
              component="button"
              type="button"
              fw={700}
              size="sm"
              ta="left"
              onClick={() => onEdit(row)}
              aria-label={t('follow.editOf', { name: row.name })}
            >
              {row.name}
            </Anchor>
            <Text size="xs" fw={600}>
              {t(`follow.strategy.${row.params.strategy}`)}
            </Text>
            <Text size="xs" c="dimmed">
              {strategyRule(row.params, t)}
            </Text>
          </Table.Td>
          <Table.Td>
            <Badge color={row.active ? 'teal' : 'gray'} variant="light">
              {row.active ? t('follow.active') : t('follow.inactive')}
            </Badge>
          </Table.Td>
          <Table.Td style={NUMBERS}>
            <Text size="sm">{t('follow.managementFee', { percent: row.managementFeePercent })}</Text>
            <Text size="sm">{t('follow.profitShare', { percent: row.profitSharePercent })}</Text>
          </Table.Td>
          <Table.Td maw={110}>
            <Text size="sm" style={TABULAR}>
              {row.periods.map((days) => t('follow.days', { count: days })).join(', ')}
            </Text>
          </Table.Td>
          <Table.Td style={NUMBERS}>
            <Text size="sm">{t('follow.capitalOf', { amount: usd(row.capital) })}</Text>
            <Text size="sm" fw={600}>
              {row.equity !== null ? t('follow.equityNow', { amount: usd(row.equity) }) : t('follow.noEquity')}
            </Text>
          </Table.Td>
          <Table.Td style={NUMBERS}>
            <Stack gap={0}>
              {PERIODS.map((period) => (
                <Group key={period} gap={6} wrap="nowrap" justify="space-between">
                  <Text size="xs" c="dimmed">
                    {t(`follow.returnsOf.${period}`)}
                  </Text>
                  {row.returns[period] !== null ? (
                    <ChangeText value={row.returns[period]} suffix=" %" upColor="green-up" size="xs" />
                  ) : (
                    <Text size="xs">{t('follow.noRecord')}</Text>
                  )}
                </Group>
              ))}
              <Text size="xs" c="dimmed">
                {t('follow.since', { date: formatDate.date(row.recordSince) })}
              </Text>
            </Stack>
          </Table.Td>
          <Table.Td style={NUMBERS}>
            <Text size="sm">{row.maxDrawdown !== null ? `${row.maxDrawdown} %` : t('follow.noRecord')}</Text>
          </Table.Td>
          <Table.Td style={NUMBERS}>
            <Text size="sm">{groupDigits(row.trades)}</Text>
          </Table.Td>
          <Table.Td style={NUMBERS}>
            <Text size="sm">{groupDigits(row.followers)}</Text>
            <Text size="xs" c="dimmed">
              {t('follow.heldOf', { amount: usd(row.followed) })}
            </Text>
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
