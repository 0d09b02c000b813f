import { Anchor, Table, Text } from '@mantine/core';
import type { AdminCaseRowView } from '@platform/contracts';
import { useDateFormat } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DataTable } from '../../shared/data-table.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { referenceQueries } from './api.ts';
import { ApplicantName } from './applicant-name.tsx';
import { CaseStateBadge, useDisputeTypeName } from './case-badges.tsx';
import type { ScreenTexts } from './i18n.ts';

export function CasesTable({ rows }: { rows: AdminCaseRowView[] }) {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat({ seconds: true }).dateTime;
  const disputeTypeName = useDisputeTypeName(useQuery(referenceQueries.disputeTypes()).data);
  const nowrap = { whiteSpace: 'nowrap' } as const;
  return (
    <DataTable
      label={t('cases.title')}
      minWidth={1100}
      head={[
        t('cases.columns.trackingNumber'),
        t('cases.columns.status'),
        t('cases.columns.applicant'),
        t('cases.columns.counterparty'),
        t('cases.columns.disputeType'),
        t('cases.columns.amount'),
        t('cases.columns.mediator'),
        t('cases.columns.createdAt'),
        t('cases.columns.updatedAt'),
      ]}
    >
      {rows.map((row) => (
        <Table.Tr key={row.id} data-case-id={row.id}>
          <Table.Td style={nowrap}>
            <Anchor
              component={Link}
              to={`/cases/${row.id}`}
              ff="monospace"
              aria-label={t('cases.open', { number: row.trackingNumber })}
            >
              {row.trackingNumber}
            </Anchor>
          </Table.Td>
          <Table.Td>
            <CaseStateBadge state={row.status} />
          </Table.Td>
          <Table.Td style={nowrap}>
            <ApplicantName applicant={row.applicant} />
          </Table.Td>
          <Table.Td style={{ minWidth: 160, overflowWrap: 'anywhere' }}>{row.counterpartyName}</Table.Td>
          <Table.Td>{disputeTypeName(row.disputeType)}</Table.Td>
          <Table.Td style={nowrap} ff="monospace">
            {row.amount} {row.currency}
          </Table.Td>
          <Table.Td style={nowrap}>
            {row.mediatorName ?? (
              <Text span size="sm" c="dimmed">
                {t('cases.unassigned')}
              </Text>
            )}
          </Table.Td>
          <Table.Td style={nowrap}>{formatDateTime(row.createdAt)}</Table.Td>
          <Table.Td style={nowrap}>{formatDateTime(row.updatedAt)}</Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
