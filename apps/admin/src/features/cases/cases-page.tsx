import { Stack } from '@mantine/core';
import { type AdminCaseQuery, CASE_STATE_LABELS, CASE_STATES, type CaseState } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { ListFilters } from '../../shared/list-filters.tsx';
import { useQueueNews } from '../../shared/live.ts';
import { useLocalized } from '../../shared/localized.ts';
import { PageHeader } from '../../shared/page-header.tsx';
import { PagedList } from '../../shared/paged-list.tsx';
import { RoleGate } from '../../shared/role-gate.tsx';
import { useUrlFilters } from '../../shared/search-params.ts';
import { useSession } from '../../shared/session.ts';
import { useAppTexts } from '../../shared/texts.ts';
import { caseQueries, referenceQueries } from './api.ts';
import { CasesTable } from './cases-table.tsx';
import type { ScreenTexts } from './i18n.ts';

const PAGE_SIZE = 20;

/** `status`: a state, `all`, or (by default) every open case. `mediator`: an id, `0` for unassigned, or anyone. */
function toQuery(values: Record<'q' | 'status' | 'type' | 'mediator', string>, pageNum: number): AdminCaseQuery {
  const state = (CASE_STATES as readonly string[]).includes(values.status) ? (values.status as CaseState) : undefined;
  return {
    status: state,
    scope: state ? undefined : values.status === 'all' ? 'all' : 'open',
    disputeType: values.type || undefined,
    mediatorId: /^\d+$/.test(values.mediator) ? Number(values.mediator) : undefined,
    q: values.q || undefined,
    page: pageNum,
    size: PAGE_SIZE,
  };
}

function CaseQueue() {
  const { t } = useAppTexts<ScreenTexts>();
  const localized = useLocalized();
  const me = useSession((s) => s.user?.userId);
  const { values, pageNum, setFilters } = useUrlFilters(['q', 'status', 'type', 'mediator'] as const);
  const query = useQuery(caseQueries.list(toQuery(values, pageNum)));
  useQueueNews('cases', caseQueries.all);
  const types = useQuery(referenceQueries.disputeTypes()).data ?? [];
  const mediators = useQuery(caseQueries.mediators()).data ?? [];
  const filtered = Boolean(values.q || values.status || values.type || values.mediator);

  return (
    <Stack>
      <ListFilters
        search={{
          key: 'q',
          label: t('cases.filters.search'),
          placeholder: t('cases.filters.searchPlaceholder'),
          value: values.q,
          maxLength: 100,
        }}
        selects={[
          {
            key: 'status',
            label: t('cases.filters.status'),
            value: values.status,
            options: [
              { value: '', label: t('cases.filters.open') },
              { value: 'all', label: t('cases.filters.all') },
              ...CASE_STATES.map((s) => ({ value: s, label: localized(CASE_STATE_LABELS[s]) })),
            ],
          },
          {
            key: 'type',
            label: t('cases.filters.disputeType'),
            value: values.type,
            options: [
              { value: '', label: t('cases.filters.anyType') },
              ...types.map((type) => ({ value: type.value, label: localized(type.label) })),
            ],
          },
          {
            key: 'mediator',
            label: t('cases.filters.mediator'),
            value: values.mediator,
            options: [
              { value: '', label: t('cases.filters.anyMediator') },
              ...(me ? [{ value: String(me), label: t('cases.filters.mine') }] : []),
              { value: '0', label: t('cases.filters.unassigned') },
              ...mediators.filter((m) => m.id !== me).map((m) => ({ value: String(m.id), label: m.name })),
            ],
          },
        ]}
        onChange={setFilters}
      />
      <PagedList query={query} emptyText={filtered ? t('shared.noMatches') : t('cases.empty')} pageSize={PAGE_SIZE}>
        {(rows) => <CasesTable rows={rows} />}
      </PagedList>
    </Stack>
  );
}

export function CasesPage() {
  const { t } = useAppTexts<ScreenTexts>();
  return (
    <Stack>
      <PageHeader title={t('cases.title')} intro={t('cases.intro')} />
      <RoleGate roles={['mediator', 'admin']} text={t('cases.noRole')}>
        <CaseQueue />
      </RoleGate>
    </Stack>
  );
}
