import { Anchor, Stack, Text } from '@mantine/core';
import {
  type AdminCaseQuery,
  type AdminCaseRowView,
  type CASE_SORTS,
  CASE_STATE_LABELS,
  CASE_STATES,
  type CaseState,
} from '@platform/contracts';
import { useDateFormat } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useLocalized } from '../../shared/localized.ts';
import type { ResourceListDescription } from '../../shared/resource/resource-list.tsx';
import { useSession } from '../../shared/session.ts';
import { useAppTexts } from '../../shared/texts.ts';
import { caseQueries, referenceQueries } from './api.ts';
import { ApplicantName } from './applicant-name.tsx';
import { BulkAssignBar } from './bulk-assign.tsx';
import { CaseStateBadge } from './case-badges.tsx';
import type { ScreenTexts } from './i18n.ts';

type CaseFilter = 'q' | 'status' | 'type' | 'mediator';

/** `status`: a state, `all`, or (by default) every open case. `mediator`: an id, `0` for unassigned, or anyone. */
function toQuery(
  values: Partial<Record<CaseFilter, string>>,
  page: number,
  size: number,
  sort: AdminCaseQuery['sort'],
): AdminCaseQuery {
  const status = values.status ?? '';
  const state = (CASE_STATES as readonly string[]).includes(status) ? (status as CaseState) : undefined;
  return {
    status: state,
    scope: state ? undefined : status === 'all' ? 'all' : 'open',
    disputeType: values.type || undefined,
    mediatorId: values.mediator && /^\d+$/.test(values.mediator) ? Number(values.mediator) : undefined,
    q: values.q || undefined,
    page,
    size,
    sort,
  };
}

/** What the case waits for next, and by when (overdue in red). */
function NextStep({ row }: { row: AdminCaseRowView }) {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat().dateTime;
  const { step, deadlineAt } = row.next;
  const overdue = deadlineAt !== null && Date.parse(deadlineAt) < Date.now();
  return (
    <Stack gap={0}>
      <Text size="sm">{t(`cases.next.${step}`)}</Text>
      {deadlineAt ? (
        <Text size="xs" c={overdue ? 'red.8' : 'dimmed'}>
          {t(overdue ? 'cases.next.overdue' : 'cases.next.due', { at: formatDateTime(deadlineAt) })}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The mediators' queue (issue 32 §3): searched and filtered on the server and kept in the address, each row opening
 * its case (Enter, `j`/`k`), what it waits for and by when, and cases picked (`x`, the boxes) assigned at once.
 */
export function useCaseList(): ResourceListDescription<AdminCaseRowView, CaseFilter, (typeof CASE_SORTS)[number]> {
  const { t } = useAppTexts<ScreenTexts>();
  const localized = useLocalized();
  const formatDateTime = useDateFormat().dateTime;
  const me = useSession((s) => s.user?.userId);
  const types = useQuery(referenceQueries.disputeTypes()).data ?? [];
  const mediators = useQuery(caseQueries.mediators()).data ?? [];
  const c = (key: keyof ScreenTexts['cases']['columns']) => t(`cases.columns.${key}`);
  return {
    label: t('cases.title'),
    minWidth: 900,
    pageSize: 20,
    useRows: ({ filters, sort, pageNum, pageSize }) =>
      useQuery(caseQueries.list(toQuery(filters, pageNum, pageSize, sort))),
    search: {
      key: 'q',
      label: t('cases.filters.search'),
      placeholder: t('cases.filters.searchPlaceholder'),
      maxLength: 100,
    },
    selects: [
      {
        key: 'status',
        label: t('cases.filters.status'),
        options: [
          { value: '', label: t('cases.filters.open') },
          { value: 'all', label: t('cases.filters.all') },
          ...CASE_STATES.map((s) => ({ value: s, label: localized(CASE_STATE_LABELS[s]) })),
        ],
      },
      {
        key: 'type',
        label: t('cases.filters.disputeType'),
        options: [
          { value: '', label: t('cases.filters.anyType') },
          ...types.map((type) => ({ value: type.value, label: localized(type.label) })),
        ],
      },
      {
        key: 'mediator',
        label: t('cases.filters.mediator'),
        options: [
          { value: '', label: t('cases.filters.anyMediator') },
          ...(me ? [{ value: String(me), label: t('cases.filters.mine') }] : []),
          { value: '0', label: t('cases.filters.unassigned') },
          ...mediators.filter((m) => m.id !== me).map((m) => ({ value: String(m.id), label: m.name })),
        ],
      },
    ],
    emptyText: t('cases.empty'),
    rowKey: (row) => row.id,
    rowData: (row) => ({ 'data-case-id': row.id }),
    rowLink: (row) => `/cases/${row.id}`,
    bulk: {
      selectable: () => true,
      rowLabel: (row) => t('cases.bulk.select', { number: row.trackingNumber }),
      allLabel: t('cases.bulk.selectAll'),
      bar: (picked, clear) => <BulkAssignBar cases={picked} onDone={clear} />,
    },
    columns: [
      {
        head: c('trackingNumber'),
        nowrap: true,
        cell: (row) => (
          <Anchor
            component={Link}
            to={`/cases/${row.id}`}
            ff="monospace"
            aria-label={t('cases.open', { number: row.trackingNumber })}
          >
            {row.trackingNumber}
          </Anchor>
        ),
      },
      { head: c('status'), cell: (row) => <CaseStateBadge state={row.status} /> },
      { head: c('next'), sort: 'deadlineAt', minWidth: 130, cell: (row) => <NextStep row={row} /> },
      { head: c('applicant'), minWidth: 110, cell: (row) => <ApplicantName applicant={row.applicant} /> },
      { head: c('counterparty'), minWidth: 110, cell: (row) => row.counterpartyName },
      { head: c('amount'), monospace: true, right: true, nowrap: true, cell: (row) => `${row.amount} ${row.currency}` },
      {
        head: c('mediator'),
        cell: (row) =>
          row.mediatorName ?? (
            <Text span size="sm" c="dimmed">
              {t('cases.unassigned')}
            </Text>
          ),
      },
      { head: c('updatedAt'), sort: 'updatedAt', descFirst: true, cell: (row) => formatDateTime(row.updatedAt) },
    ],
  };
}
