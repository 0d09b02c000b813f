import { Button, Collapse, Paper, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import type { AuditQuery } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { auditQueries } from '../../shared/audit/audit-queries.ts';
import { AuditTable } from '../../shared/audit/audit-table.tsx';
import { PageHeader } from '../../shared/page-header.tsx';
import { PagedList } from '../../shared/paged-list.tsx';
import { useUrlFilters } from '../../shared/search-params.ts';
import { useAppTexts } from '../../shared/texts.ts';
import { AUDIT_FILTER_KEYS, AuditFilters, type AuditFilterValues } from './audit-filters.tsx';

const PAGE_SIZE = 20;

/** A local date-time from the form, as the instant the server compares with. */
const instant = (local: string) => {
  const date = new Date(local);
  return local && !Number.isNaN(date.getTime()) ? date.toISOString() : undefined;
};

function toQuery(values: AuditFilterValues): AuditQuery {
  return {
    action: values.action || undefined,
    actor: /^\d+$/.test(values.actor) ? Number(values.actor) : undefined,
    targetType: values.targetType || undefined,
    targetId: values.targetId || undefined,
    from: instant(values.from),
    to: instant(values.to),
  };
}

export function AuditPage() {
  const { t } = useAppTexts();
  const { values, pageNum, setFilters } = useUrlFilters(AUDIT_FILTER_KEYS);
  const filters = Object.fromEntries(Object.entries(toQuery(values)).filter(([, v]) => v !== undefined));
  const query = useQuery(auditQueries.list({ ...filters, pageNum, pageSize: PAGE_SIZE }));
  const filtered = Object.keys(filters).length > 0;
  // On a phone the six filters would push the log off the first screen: they fold away behind a button.
  const isPhone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [filtersOpen, { toggle }] = useDisclosure(false);

  return (
    <Stack>
      <PageHeader title={t('audit.title')} intro={t('audit.intro')} />
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
            {filtered
              ? t('audit.filters.toggleActive', { count: Object.keys(filters).length })
              : t('audit.filters.toggle')}
          </Button>
        ) : null}
        <Collapse in={!isPhone || filtersOpen} id="audit-filters" p={isPhone ? 'xs' : 0}>
          <AuditFilters values={values} onChange={setFilters} />
        </Collapse>
      </Paper>
      <PagedList query={query} emptyText={filtered ? t('shared.noMatches') : t('audit.empty')} pageSize={PAGE_SIZE}>
        {(rows) => <AuditTable rows={rows} label={t('audit.title')} />}
      </PagedList>
    </Stack>
  );
}
