import { Anchor, Code, Table, Text } from '@mantine/core';
import type { AuditEntryView } from '@platform/contracts';
import { useDateFormat } from '@platform/ui';
import { Link } from 'react-router';
import { DataTable } from '../data-table.tsx';
import { useAppTexts } from '../texts.ts';

function Detail({ detail }: { detail: AuditEntryView['detail'] }) {
  if (!detail || Object.keys(detail).length === 0) return null;
  return (
    <Text size="xs" ff="monospace" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {Object.entries(detail)
        .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
        .join('\n')}
    </Text>
  );
}

function Target({ entry }: { entry: AuditEntryView }) {
  const label = entry.targetId ? `${entry.targetType} #${entry.targetId}` : entry.targetType;
  if (entry.targetType === 'user' && entry.targetId) {
    return (
      <Anchor component={Link} to={`/users/${entry.targetId}`} size="sm">
        {label}
      </Anchor>
    );
  }
  const mediationPage =
    entry.targetType === 'mediation_case' ? '/cases' : entry.targetType === 'real_name' ? '/realname-reviews' : null;
  if (mediationPage && entry.targetId) {
    return (
      <Anchor component={Link} to={`${mediationPage}/${entry.targetId}`} size="sm">
        {label}
      </Anchor>
    );
  }
  if (entry.targetType === 'instrument' && entry.targetId) {
    return (
      <Anchor component={Link} to={`/market/instruments/${encodeURIComponent(entry.targetId)}`} size="sm">
        {label}
      </Anchor>
    );
  }
  return <Text size="sm">{label}</Text>;
}

/** Audit entries, newest first as the server lists them: who, when, what, to what, why, from where. */
export function AuditTable({ rows, label }: { rows: AuditEntryView[]; label: string }) {
  const { t } = useAppTexts();
  const formatDateTime = useDateFormat({ seconds: true }).dateTime;
  const none = t('shared.none');
  return (
    <DataTable
      label={label}
      minWidth={960}
      head={[
        t('audit.columns.time'),
        t('audit.columns.actor'),
        t('audit.columns.action'),
        t('audit.columns.target'),
        t('audit.columns.reason'),
        t('audit.columns.ip'),
        t('audit.columns.detail'),
      ]}
    >
      {rows.map((entry) => (
        <Table.Tr key={entry.id}>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdAt)}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            {entry.actorId ? (
              <Anchor component={Link} to={`/users/${entry.actorId}`} size="sm">
                {entry.actorName ?? none} #{entry.actorId}
              </Anchor>
            ) : (
              t('audit.system')
            )}
          </Table.Td>
          <Table.Td>
            <Code>{entry.action}</Code>
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            <Target entry={entry} />
          </Table.Td>
          <Table.Td style={{ minWidth: 160 }}>{entry.reason ?? none}</Table.Td>
          <Table.Td>{entry.ip ?? none}</Table.Td>
          <Table.Td style={{ minWidth: 180 }}>
            <Detail detail={entry.detail} />
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
