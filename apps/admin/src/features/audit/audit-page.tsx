import { Button, Collapse, Paper, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import type { AUDIT_SORTS, AuditEntryView, AuditQuery } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { AdminOnlyPage } from '../../shared/admin-only-page.tsx';
import { auditQueries } from '../../shared/audit/audit-queries.ts';
import { useAuditColumns } from '../../shared/audit/audit-table.tsx';
import { PageHeader } from '../../shared/page-header.tsx';
import { ResourceList, type ResourceListDescription } from '../../shared/resource/resource-list.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { AUDIT_FILTER_KEYS, AuditFilters, type AuditFilterValues } from './audit-filters.tsx';

type AuditFilterKey = (typeof AUDIT_FILTER_KEYS)[number];

/** A local date-time from the form, as the instant the server compares with. */
const instant = (local: string | undefined) => {
  const date = new Date(local ?? '');
  return local && !Number.isNaN(date.getTime()) ? date.toISOString() : undefined;
};

/** The filters the server is asked for: those set and well formed (an actor of digits, real instants). */
function toQuery(values: Partial<AuditFilterValues>): AuditQuery {
  const query: AuditQuery = {
    action: values.action || undefined,
    actor: values.actor && /^\d+$/.test(values.actor) ? Number(values.actor) : undefined,
    targetType: values.targetType || undefined,
    targetId: values.targetId || undefined,
    from: instant(values.from),
    to: instant(values.to),
  };
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined));
}

/** The six filters in a panel; on a phone they would push the log off the first screen, so they fold away. */
function FilterPanel({ values, onChange }: { values: AuditFilterValues; onChange(values: AuditFilterValues): void }) {
  const { t } = useAppTexts();
  const isPhone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [filtersOpen, { toggle }] = useDisclosure(false);
  const count = Object.keys(toQuery(values)).length;
  return (
    <Paper withBorder p={{ base: 'xs', sm: 'md' }}>
      {isPhone ? (
        <Button
          variant="subtle"
          fullWidth
          justify="space-between"
          onClick={toggle}
          aria-expanded={filtersOpen}
          aria-controls="audit-filters"
        >
          {count > 0 ? t('audit.filters.toggleActive', { count }) : t('audit.filters.toggle')}
        </Button>
      ) : null}
      <Collapse in={!isPhone || filtersOpen} id="audit-filters" p={isPhone ? 'xs' : 0}>
        <AuditFilters values={values} onChange={onChange} />
      </Collapse>
    </Paper>
  );
}

function useAuditList(): ResourceListDescription<AuditEntryView, AuditFilterKey, (typeof AUDIT_SORTS)[number]> {
  const { t } = useAppTexts();
  return {
    label: t('audit.title'),
    minWidth: 960,
    pageSize: 20,
    useRows: ({ filters, sort, pageNum, pageSize }) =>
      useQuery(auditQueries.list({ ...toQuery(filters), sort, pageNum, pageSize })),
    filterForm: {
      keys: [...AUDIT_FILTER_KEYS],
      render: (shown, apply) => <FilterPanel values={shown} onChange={apply} />,
    },
    emptyText: t('audit.empty'),
    rowKey: (entry) => entry.id,
    columns: useAuditColumns(),
  };
}

function AuditLog() {
  const { t } = useAppTexts();
  return (
    <Stack>
      <PageHeader title={t('audit.title')} intro={t('audit.intro')} />
      <ResourceList list={useAuditList()} />
    </Stack>
  );
}

/** Every operator action, newest first or by time or action, filtered in the address: for admins (issue 32 §4). */
export function AuditPage() {
  return (
    <AdminOnlyPage texts="audit">
      <AuditLog />
    </AdminOnlyPage>
  );
}
