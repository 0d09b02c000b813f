import { Stack } from '@mantine/core';
import { useState } from 'react';
import { AdminOnlyPage, ScreenHeader } from '../../shared/admin-only-page.tsx';
import { ResourceList } from '../../shared/resource/resource-list.tsx';
import { OfferingForm } from './offering-form.tsx';
import { useOfferingList } from './offering-list.tsx';

function Offerings() {
  // Only a new offering is made here; each offering's own page edits it (offering-page.tsx).
  const [creating, setCreating] = useState(false);
  return (
    <Stack>
      <ScreenHeader texts="ipo" onNew={() => setCreating(true)} />
      <ResourceList list={useOfferingList()} />
      <OfferingForm offering={creating ? null : undefined} onClose={() => setCreating(false)} />
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
