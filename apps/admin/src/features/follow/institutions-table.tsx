import { Group, Stack, Table, Text } from '@mantine/core';
import type { AdminFollowInstitutionView } from '@platform/contracts';
import { ChangeText, displayAmount, groupDigits, trimZeros, useDateFormat } from '@platform/ui';
import type { ReactNode } from 'react';
import { DataTable } from '../../shared/data-table.tsx';
import { FIGURES, OfferedName } from '../../shared/offered-name.tsx';
import { useAppTexts } from '../../shared/texts.ts';
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

interface InstitutionsTableProps {
  rows: AdminFollowInstitutionView[];
  /** The name opens the institution's form. */
  onEdit(row: AdminFollowInstitutionView): void;
}

/** Every institution with its terms, its record (from its marks and trades) and what its followers hold now. */
export function InstitutionsTable({ rows, onEdit }: InstitutionsTableProps) {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDate = useDateFormat();
  // "7, 30, 90 days": the unit once, after the last.
  const periodsText = (periods: number[]) =>
    t('follow.days', { count: periods.at(-1) ?? 0, list: periods.join(t('follow.separator')) });
  return (
    <DataTable
      label={t('follow.title')}
      minWidth={980}
      head={[
        t('follow.columns.institution'),
        t('follow.columns.fees'),
        t('follow.columns.periods'),
        t('follow.columns.capital'),
        t('follow.columns.record'),
        t('follow.columns.followers'),
      ]}
    >
      {rows.map((row) => (
        <Table.Tr key={row.id}>
          <Table.Td miw={240} maw={300}>
            <OfferedName item={row} texts="follow" onEdit={onEdit} />
            <Text size="xs" fw={600}>
              {t(`follow.strategy.${row.params.strategy}`)}
            </Text>
            <Text size="xs" c="dimmed">
              {strategyRule(row.params, t)}
            </Text>
          </Table.Td>
          <Table.Td style={FIGURES}>
            <Text size="sm">{t('follow.managementFee', { percent: trimZeros(row.managementFeePercent) })}</Text>
            <Text size="sm">{t('follow.profitShare', { percent: trimZeros(row.profitSharePercent) })}</Text>
          </Table.Td>
          <Table.Td style={FIGURES}>
            <Text size="sm">{periodsText(row.periods)}</Text>
          </Table.Td>
          <Table.Td style={FIGURES}>
            <Text size="sm">{t('follow.capitalOf', { amount: usd(row.capital) })}</Text>
            <Text size="sm" fw={600}>
              {row.equity !== null ? t('follow.equityNow', { amount: usd(row.equity) }) : t('follow.noEquity')}
            </Text>
          </Table.Td>
          <Table.Td style={FIGURES}>
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
          </Table.Td>
          <Table.Td style={FIGURES}>
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
