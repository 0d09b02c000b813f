import { Table } from '@mantine/core';
import type { Announcement } from '@platform/contracts';
import { textsUnder, useDateFormat } from '@platform/ui';
import { TitleCell } from '../../shared/cells.tsx';
import { DataTable } from '../../shared/data-table.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';

/** Titles and messages are operator-written plain text: React renders them as text, never as HTML. */
export function AnnouncementsTable({ rows, label }: { rows: Announcement[]; label: string }) {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat({ seconds: true }).dateTime;
  const col = textsUnder(t, 'announcements.sent.columns');
  const nowrap = { whiteSpace: 'nowrap' } as const;
  return (
    <DataTable
      label={label}
      minWidth={900}
      head={[col('sentAt'), col('audience'), col('announcement'), col('recipients'), col('sentBy')]}
    >
      {rows.map((row) => (
        <Table.Tr key={row.id} data-announcement-id={row.id}>
          <Table.Td style={nowrap}>{formatDateTime(row.createdAt)}</Table.Td>
          <Table.Td style={nowrap}>{t(`announcements.audiences.${row.audience}`)}</Table.Td>
          <Table.Td style={{ minWidth: 320, overflowWrap: 'anywhere' }}>
            <TitleCell title={row.title} summary={row.body} />
          </Table.Td>
          <Table.Td ff="monospace" style={nowrap}>
            {row.recipients.toLocaleString('en-US')}
          </Table.Td>
          <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.sentBy ?? t('shared.none')}</Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
