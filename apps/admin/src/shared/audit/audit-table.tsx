import { Anchor, Code, Text } from '@mantine/core';
import type { AUDIT_SORTS, AuditEntryView } from '@platform/contracts';
import { textsUnder, useDateFormat } from '@platform/ui';
import { Link } from 'react-router';
import type { ResourceColumn } from '../resource/resource-screen.ts';
import { ResourceTable } from '../resource/resource-table.tsx';
import { useAppTexts } from '../texts.ts';

function Detail({ detail }: { detail: AuditEntryView['detail'] }) {
  if (!detail || Object.keys(detail).length === 0) return null;
  return (
    <Text size="xs" ff="monospace" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {Object.entries(detail)
        .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
        .join('\n')}
    </Text>
  );
}

/** Each kind of object's own page in the back office, by the audit's target type. */
const OBJECT_PAGES: Partial<Record<string, (id: string) => string>> = {
  user: (id) => `/users/${id}`,
  mediation_case: (id) => `/cases/${id}`,
  real_name: (id) => `/realname-reviews/${id}`,
  instrument: (symbol) => `/market/instruments/${encodeURIComponent(symbol)}`,
  deposit: (id) => `/money/deposits/${id}`,
  withdrawal: (id) => `/money/withdrawals/${id}`,
  loan: (id) => `/loans/applications/${id}`,
  block_trade_application: (id) => `/block-trading/applications/${id}`,
  support_conversation: (id) => `/support/${id}`,
  ipo_offering: (id) => `/ipo/${id}`,
  follow_institution: (id) => `/follow/institutions/${id}`,
};

/** What an entry is about, linked to that object's page where it has one. */
function Target({ entry }: { entry: AuditEntryView }) {
  const label = entry.targetId ? `${entry.targetType} #${entry.targetId}` : entry.targetType;
  const page = entry.targetId ? OBJECT_PAGES[entry.targetType]?.(entry.targetId) : undefined;
  if (!page) return <Text size="sm">{label}</Text>;
  return (
    <Anchor component={Link} to={page} size="sm">
      {label}
    </Anchor>
  );
}

/** The audit log's columns: who, when, what, to what, why, from where; the log sorts by time and action. */
export function useAuditColumns(): ResourceColumn<AuditEntryView, (typeof AUDIT_SORTS)[number]>[] {
  const { t } = useAppTexts();
  const formatDateTime = useDateFormat({ seconds: true }).dateTime;
  const none = t('shared.none');
  const c = textsUnder(t, 'audit.columns');
  return [
    {
      head: c('time'),
      sort: 'createdAt',
      descFirst: true,
      nowrap: true,
      cell: (entry) => formatDateTime(entry.createdAt),
    },
    {
      head: c('actor'),
      // A customer's e-mail (one signing in) breaks rather than widening the log past its area.
      minWidth: 120,
      cell: (entry) =>
        entry.actorId ? (
          <Anchor component={Link} to={`/users/${entry.actorId}`} size="sm">
            {entry.actorName ?? none} #{entry.actorId}
          </Anchor>
        ) : (
          t('audit.system')
        ),
    },
    {
      head: c('action'),
      sort: 'action',
      cell: (entry) => <Code style={{ overflowWrap: 'anywhere' }}>{entry.action}</Code>,
    },
    { head: c('target'), cell: (entry) => <Target entry={entry} /> },
    { head: c('reason'), minWidth: 160, cell: (entry) => entry.reason ?? none },
    { head: c('ip'), cell: (entry) => entry.ip ?? none },
    { head: c('detail'), minWidth: 160, cell: (entry) => <Detail detail={entry.detail} /> },
  ];
}

/** Audit entries about one object or kind, newest first as the server lists them, under plain headings. */
export function AuditTable({ rows, label }: { rows: AuditEntryView[]; label: string }) {
  const columns = useAuditColumns().map(({ sort: _, ...column }) => column);
  return (
    <ResourceTable
      label={label}
      minWidth={960}
      columns={columns}
      rowKey={(entry) => entry.id}
      rows={rows}
      sort={undefined}
      onSort={() => undefined}
    />
  );
}
