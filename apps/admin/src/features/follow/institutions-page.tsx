import { Alert, Stack } from '@mantine/core';
import type { AdminFollowInstitutionView } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminOnlyPage, ScreenHeader } from '../../shared/admin-only-page.tsx';
import { PagedList } from '../../shared/paged-list.tsx';
import { useUrlFilters } from '../../shared/search-params.ts';
import { useAppTexts } from '../../shared/texts.ts';
import { followQueries } from './api.ts';
import type { ScreenTexts } from './i18n.ts';
import { InstitutionForm } from './institution-form.tsx';
import { InstitutionsTable } from './institutions-table.tsx';

const PAGE_SIZE = 20;

function Institutions() {
  const { t } = useAppTexts<ScreenTexts>();
  const { pageNum } = useUrlFilters([] as const);
  const query = useQuery(followQueries.institutions({ page: pageNum, size: PAGE_SIZE }));
  const options = useQuery(followQueries.options());
  // undefined: the form is closed; null: a new institution; an institution: editing it.
  const [editing, setEditing] = useState<AdminFollowInstitutionView | null | undefined>(undefined);

  return (
    <Stack>
      <ScreenHeader texts="follow" onNew={() => setEditing(null)} />
      {options.data?.sandbox ? (
        <Alert color="gray" variant="outline">
          {t('follow.sandboxNote')}
        </Alert>
      ) : null}
      <PagedList query={query} emptyText={t('follow.empty')} pageSize={PAGE_SIZE}>
        {(rows) => <InstitutionsTable rows={rows} onEdit={setEditing} />}
      </PagedList>
      <InstitutionForm institution={editing} onClose={() => setEditing(undefined)} />
    </Stack>
  );
}

/** The back office's follow institutions (admins only: the server refuses anyone else). */
export function InstitutionsPage() {
  return (
    <AdminOnlyPage texts="follow">
      <Institutions />
    </AdminOnlyPage>
  );
}
