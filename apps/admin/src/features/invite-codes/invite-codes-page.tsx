import { Button, Stack } from '@mantine/core';
import { adminApi } from '@platform/contracts';
import { toast } from '@platform/ui';
import { useState } from 'react';
import { PageHeader } from '../../shared/page-header.tsx';
import { ReasonDialog } from '../../shared/reason-dialog.tsx';
import { ResourceList } from '../../shared/resource/resource-list.tsx';
import { RoleGate, useHasRole } from '../../shared/role-gate.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { useDisableInviteCode } from './api.ts';
import { CreateInviteCode } from './create-invite-code.tsx';
import type { ScreenTexts } from './i18n.ts';
import { useInviteCodeList } from './invite-code-list.tsx';

/** Admins only, as its endpoint: another operator is told so (the endpoint's 403 would sign them out). */
export function InviteCodesPage() {
  const { t } = useAppTexts<ScreenTexts>();
  const allowed = useHasRole(adminApi.findInviteCodes.caller.roles);
  const [creating, setCreating] = useState(false);
  return (
    <Stack>
      <PageHeader
        title={t('inviteCodes.title')}
        intro={t('inviteCodes.intro')}
        actions={allowed ? <Button onClick={() => setCreating(true)}>{t('inviteCodes.new')}</Button> : null}
      />
      <RoleGate roles={adminApi.findInviteCodes.caller.roles} text={t('inviteCodes.adminsOnly')}>
        <InviteCodes />
        <CreateInviteCode opened={creating} onClose={() => setCreating(false)} />
      </RoleGate>
    </Stack>
  );
}

function InviteCodes() {
  const { t } = useAppTexts<ScreenTexts>();
  const disable = useDisableInviteCode();
  const [disabling, setDisabling] = useState<string | null>(null);
  const list = useInviteCodeList(setDisabling);

  return (
    <>
      <ResourceList list={list} />
      <ReasonDialog
        opened={disabling !== null}
        onClose={() => setDisabling(null)}
        title={t('common:prompt')}
        content={t('inviteCodes.disableConfirm', { code: disabling ?? '' })}
        danger
        onConfirm={async (reason) => {
          if (!disabling) return;
          await disable.mutateAsync({ code: disabling, reason });
          toast.success(t('inviteCodes.disabledToast', { code: disabling }));
        }}
      />
    </>
  );
}
