import { Stack } from '@mantine/core';
import type { AdminIpoOfferingView } from '@platform/contracts';
import { useState } from 'react';
import { AdminOnlyPage, ScreenHeader } from '../../shared/admin-only-page.tsx';
import { ResourceList } from '../../shared/resource/resource-list.tsx';
import { OfferingDialog } from './offering-dialog.tsx';
import { OfferingForm } from './offering-form.tsx';
import { useOfferingList } from './offering-list.tsx';

function Offerings() {
  // undefined: the form is closed; null: a new offering; an offering: editing it.
  const [editing, setEditing] = useState<AdminIpoOfferingView | null | undefined>(undefined);
  // The managed offering by id, so the dialog shows each refresh of the list.
  const [managing, setManaging] = useState<number | null>(null);

  return (
    <Stack>
      <ScreenHeader texts="ipo" onNew={() => setEditing(null)} />
      <ResourceList list={useOfferingList(setEditing, (row) => setManaging(row.id))}>
        {(rows) => (
          <OfferingDialog
            offering={rows?.find((row) => row.id === managing) ?? null}
            onClose={() => setManaging(null)}
          />
        )}
      </ResourceList>
      <OfferingForm offering={editing} onClose={() => setEditing(undefined)} />
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
