import { Alert, Stack } from '@mantine/core';
import type { AdminFollowInstitutionView } from '@platform/contracts';
import { useState } from 'react';
import { AdminOnlyPage, ScreenHeader } from '../../shared/admin-only-page.tsx';
import { ResourceList } from '../../shared/resource/resource-list.tsx';
import { useIsSandbox } from '../../shared/sandbox.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';
import { InstitutionForm } from './institution-form.tsx';
import { useInstitutionList } from './institution-list.tsx';

function Institutions() {
  const { t } = useAppTexts<ScreenTexts>();
  const sandbox = useIsSandbox();
  // undefined: the form is closed; null: a new institution; an institution: editing it.
  const [editing, setEditing] = useState<AdminFollowInstitutionView | null | undefined>(undefined);

  return (
    <Stack>
      <ScreenHeader texts="follow" onNew={() => setEditing(null)} />
      {sandbox ? (
        <Alert color="gray" variant="outline">
          {t('follow.sandboxNote')}
        </Alert>
      ) : null}
      <ResourceList list={useInstitutionList(setEditing)} />
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
