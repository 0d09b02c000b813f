import { Stack } from '@mantine/core';
import type { AdminIpoOfferingView } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminOnlyPage, ScreenHeader } from '../../shared/admin-only-page.tsx';
import { PagedList } from '../../shared/paged-list.tsx';
import { useUrlFilters } from '../../shared/search-params.ts';
import { useAppTexts } from '../../shared/texts.ts';
import { ipoQueries } from './api.ts';
import type { ScreenTexts } from './i18n.ts';
import { OfferingDialog } from './offering-dialog.tsx';
import { OfferingForm } from './offering-form.tsx';
import { OfferingsTable, WaitingForFinalPrice } from './offerings-table.tsx';

const PAGE_SIZE = 20;

function Offerings() {
  const { t } = useAppTexts<ScreenTexts>();
  const { pageNum } = useUrlFilters([] as const);
  const query = useQuery(ipoQueries.offerings({ page: pageNum, size: PAGE_SIZE }));
  // undefined: the form is closed; null: a new offering; an offering: editing it.
  const [editing, setEditing] = useState<AdminIpoOfferingView | null | undefined>(undefined);
  // The managed offering by id, so the dialog shows each refresh of the list.
  const [managing, setManaging] = useState<number | null>(null);
  const managed = query.data?.rows.find((row) => row.id === managing) ?? null;

  return (
    <Stack>
      <ScreenHeader texts="ipo" onNew={() => setEditing(null)} />
      <PagedList query={query} emptyText={t('ipo.empty')} pageSize={PAGE_SIZE}>
        {(rows) => (
          <>
            <WaitingForFinalPrice rows={rows} />
            <OfferingsTable rows={rows} onEdit={setEditing} onManage={(row) => setManaging(row.id)} />
          </>
        )}
      </PagedList>
      <OfferingForm offering={editing} onClose={() => setEditing(undefined)} />
      <OfferingDialog offering={managed} onClose={() => setManaging(null)} />
    </Stack>
  );
}

/** The back office's IPO offerings (admins only: the server refuses anyone else). */
export function IpoOfferingsPage() {
  return (
    <AdminOnlyPage texts="ipo">
      <Offerings />
    </AdminOnlyPage>
  );
}
