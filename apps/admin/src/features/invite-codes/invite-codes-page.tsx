import { Button, Stack } from '@mantine/core';
import { adminApi } from '@platform/contracts';
import { toast } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '../../shared/page-header.tsx';
import { PagedList } from '../../shared/paged-list.tsx';
import { ReasonDialog } from '../../shared/reason-dialog.tsx';
import { RoleGate, useHasRole } from '../../shared/role-gate.tsx';
import { useUrlFilters } from '../../shared/search-params.ts';
import { useAppTexts } from '../../shared/texts.ts';
import { inviteCodeQueries, useDisableInviteCode } from './api.ts';
import { CreateInviteCode } from './create-invite-code.tsx';
import type { ScreenTexts } from './i18n.ts';
import { InviteCodesTable } from './invite-codes-table.tsx';

const PAGE_SIZE = 20;

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
  const { pageNum } = useUrlFilters([] as const);
  const query = useQuery(inviteCodeQueries.list({ pageNum, pageSize: PAGE_SIZE }));
  const disable = useDisableInviteCode();
  const [disabling, setDisabling] = useState<string | null>(null);

  return (
    <>
      <PagedList query={query} emptyText={t('inviteCodes.empty')} pageSize={PAGE_SIZE}>
        {(rows) => <InviteCodesTable rows={rows} onDisable={setDisabling} />}
      </PagedList>
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
