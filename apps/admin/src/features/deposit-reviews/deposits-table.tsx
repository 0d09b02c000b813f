import { Stack, Table, Text } from '@mantine/core';
import type { AdminDepositView } from '@platform/contracts';
import { Amount, MoneyStatusBadge, textsUnder, useDateFormat } from '@platform/ui';
import { OpenRequestCell } from '../../shared/cells.tsx';
import { DataTable } from '../../shared/data-table.tsx';
import { UserCell } from '../../shared/money/user-link.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** The queue; each row opens its review first thing, so the action is never scrolled out of sight. */
export function DepositsTable({ rows, onOpen }: { rows: AdminDepositView[]; onOpen(id: number): void }) {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat({ seconds: true }).dateTime;
  const c = textsUnder(t, 'depositReviews.columns');
  return (
    <DataTable
      label={t('depositReviews.title')}
      minWidth={820}
      head={[c('id'), c('user'), c('amount'), c('status'), c('createdAt')]}
    >
      {rows.map((deposit) => {
        const reviewable = deposit.status === 'pending' && deposit.method === 'bank';
        return (
          <Table.Tr key={deposit.id} data-deposit-id={deposit.id}>
            <OpenRequestCell waiting={reviewable} onOpen={() => onOpen(deposit.id)}>
              {t(reviewable ? 'depositReviews.review' : 'depositReviews.view', { id: deposit.id })}
            </OpenRequestCell>
            <Table.Td>
              <UserCell user={deposit.user} />
            </Table.Td>
            <Table.Td>
              <Stack gap={0}>
                <Amount value={deposit.amount} currency={deposit.currency} />
                <Text size="xs" c="dimmed">
                  {t(`money.depositMethods.${deposit.method}`)}
                </Text>
              </Stack>
            </Table.Td>
            <Table.Td>
              <MoneyStatusBadge status={deposit.status}>{t(`money.status.${deposit.status}`)}</MoneyStatusBadge>
            </Table.Td>
            <Table.Td style={nowrap}>
              <Text size="sm">{formatDateTime(deposit.createdAt)}</Text>
              {deposit.status === 'pending' && deposit.reviewDeadline ? (
                <Text size="xs" c="dimmed">
                  {t('depositReviews.dueBy', { time: formatDateTime(deposit.reviewDeadline) })}
                </Text>
              ) : null}
            </Table.Td>
          </Table.Tr>
        );
      })}
    </DataTable>
  );
}
