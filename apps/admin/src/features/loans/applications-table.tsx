import { Table } from '@mantine/core';
import type { AdminLoanView } from '@platform/contracts';
import { Amount, textsUnder, trimZeros, useDateFormat } from '@platform/ui';
import { OpenRequestCell } from '../../shared/cells.tsx';
import { DataTable } from '../../shared/data-table.tsx';
import { UserCell } from '../../shared/money/user-link.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';
import { LoanStatusBadge } from './loan-status.tsx';

/** The queue; each row opens its review first thing, so the action is never scrolled out of sight. */
export function ApplicationsTable({ rows, onOpen }: { rows: AdminLoanView[]; onOpen(id: number): void }) {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat({ seconds: true }).dateTime;
  const c = textsUnder(t, 'loans.applications.columns');
  return (
    <DataTable
      label={t('loans.applications.title')}
      minWidth={900}
      head={[c('id'), c('user'), c('product'), c('amount'), c('term'), c('status'), c('appliedAt')]}
    >
      {rows.map((loan) => {
        const pending = loan.status === 'pending';
        return (
          <Table.Tr key={loan.id} data-loan-id={loan.id}>
            <OpenRequestCell waiting={pending} onOpen={() => onOpen(loan.id)}>
              {t(pending ? 'loans.applications.review' : 'loans.applications.view', { id: loan.id })}
            </OpenRequestCell>
            <Table.Td>
              <UserCell user={loan} />
            </Table.Td>
            <Table.Td>{loan.productName}</Table.Td>
            <Table.Td>
              <Amount value={loan.amount} currency="USD" />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {t('loans.applications.termApr', { months: loan.termMonths, apr: trimZeros(loan.apr) })}
            </Table.Td>
            <Table.Td>
              <LoanStatusBadge status={loan.status} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(loan.appliedAt)}</Table.Td>
          </Table.Tr>
        );
      })}
    </DataTable>
  );
}
