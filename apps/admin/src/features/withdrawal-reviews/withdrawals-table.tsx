import { Stack, Table, Text } from '@mantine/core';
import { type AdminWithdrawalView, formatAmount } from '@platform/contracts';
import { Amount, MoneyStatusBadge, textsUnder, useDateFormat } from '@platform/ui';
import { OpenRequestCell } from '../../shared/cells.tsx';
import { DataTable } from '../../shared/data-table.tsx';
import { UserCell } from '../../shared/money/user-link.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { Destination } from './destination.tsx';
import type { ScreenTexts } from './i18n.ts';

/** The queue; each row opens its review first thing, so the action is never scrolled out of sight. */
export function WithdrawalsTable({ rows, onOpen }: { rows: AdminWithdrawalView[]; onOpen(id: number): void }) {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat({ seconds: true }).dateTime;
  const c = textsUnder(t, 'withdrawalReviews.columns');
  return (
    <DataTable
      label={t('withdrawalReviews.title')}
      minWidth={900}
      head={[c('id'), c('user'), c('destination'), c('amount'), c('status'), c('createdAt')]}
    >
      {rows.map((withdrawal) => {
        const pending = withdrawal.status === 'pending';
        const { id, currency } = withdrawal;
        return (
          <Table.Tr key={id} data-withdrawal-id={id}>
            <OpenRequestCell waiting={pending} onOpen={() => onOpen(id)}>
              {t(pending ? 'withdrawalReviews.review' : 'withdrawalReviews.view', { id })}
            </OpenRequestCell>
            <Table.Td>
              <UserCell user={withdrawal.user} />
            </Table.Td>
            <Table.Td style={{ maxWidth: 260 }}>
              <Destination withdrawal={withdrawal} />
            </Table.Td>
            <Table.Td>
              <Stack gap={0}>
                <Amount value={withdrawal.amount} currency={currency} />
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {t('withdrawalReviews.feeAndFrozen', {
                    fee: formatAmount(withdrawal.fee, currency),
                    total: formatAmount(withdrawal.total, currency),
                  })}
                </Text>
              </Stack>
            </Table.Td>
            <Table.Td>
              <MoneyStatusBadge status={withdrawal.status}>{t(`money.status.${withdrawal.status}`)}</MoneyStatusBadge>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(withdrawal.createdAt)}</Table.Td>
          </Table.Tr>
        );
      })}
    </DataTable>
  );
}
