import { SegmentedControl, Stack, Text } from '@mantine/core';
import { LOAN_REVIEW_VIEWS } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '../../shared/page-header.tsx';
import { PagedList } from '../../shared/paged-list.tsx';
import { useHasRole } from '../../shared/role-gate.tsx';
import { useUrlFilters } from '../../shared/search-params.ts';
import { useAppTexts } from '../../shared/texts.ts';
import { loansQueries } from './api.ts';
import { ApplicationDialog } from './application-dialog.tsx';
import { ApplicationsTable } from './applications-table.tsx';
import type { ScreenTexts } from './i18n.ts';

const PAGE_SIZE = 20;

function Queue() {
  const { t } = useAppTexts<ScreenTexts>();
  const { values, pageNum, setFilters } = useUrlFilters(['view'] as const);
  const view = values.view === 'all' ? 'all' : 'pending';
  const query = useQuery(loansQueries.applications({ view, pageNum, pageSize: PAGE_SIZE }));
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <>
      <SegmentedControl
        aria-label={t('loans.applications.views.label')}
        value={view}
        onChange={(next) => setFilters({ view: next === 'pending' ? '' : next })}
        data={LOAN_REVIEW_VIEWS.map((value) => ({ value, label: t(`loans.applications.views.${value}`) }))}
        style={{ alignSelf: 'flex-start' }}
      />
      <PagedList
        query={query}
        emptyText={view === 'pending' ? t('loans.applications.empty') : t('loans.applications.emptyAll')}
        pageSize={PAGE_SIZE}
      >
        {(rows) => <ApplicationsTable rows={rows} onOpen={setOpenId} />}
      </PagedList>
      <ApplicationDialog id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}

/** Loan applications waiting for review, and every loan (admins and reviewers). */
export function LoanApplicationsPage() {
  const { t } = useAppTexts<ScreenTexts>();
  const allowed = useHasRole(['admin', 'reviewer']);
  return (
    <Stack>
      <PageHeader title={t('loans.applications.title')} intro={t('loans.applications.intro')} />
      {allowed ? <Queue /> : <Text c="dimmed">{t('loans.applications.notAllowed')}</Text>}
    </Stack>
  );
}
