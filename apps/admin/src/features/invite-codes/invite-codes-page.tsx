import { Button, Stack } from '@mantine/core';
import { QueryState, toast } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shared/page-header.tsx';
import { PaginationBar } from '../../shared/pagination-bar.tsx';
import { ReasonDialog } from '../../shared/reason-dialog.tsx';
import { useUrlFilters } from '../../shared/search-params.ts';
import { useSession } from '../../shared/session.ts';
import { inviteCodeQueries, useDisableInviteCode } from './api.ts';
import { CreateInviteCode } from './create-invite-code.tsx';
import { InviteCodesTable } from './invite-codes-table.tsx';

const PAGE_SIZE = 20;

export function InviteCodesPage() {
  const { t } = useTranslation();
  const isAdmin = useSession((s) => s.user?.roles.includes('admin') ?? false);
  const { pageNum, setPage } = useUrlFilters([] as const);
  const query = useQuery(inviteCodeQueries.list({ pageNum, pageSize: PAGE_SIZE }));
  const disable = useDisableInviteCode();
  const [creating, setCreating] = useState(false);
  const [disabling, setDisabling] = useState<string | null>(null);

  return (
    <Stack>
      <PageHeader
        title={t('inviteCodes.title')}
        intro={t('inviteCodes.intro')}
        actions={isAdmin ? <Button onClick={() => setCreating(true)}>{t('inviteCodes.new')}</Button> : null}
      />
      <QueryState query={query} isEmpty={(page) => page.total === 0} emptyText={t('inviteCodes.empty')}>
        {(page) => (
          <Stack gap="sm" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
            <InviteCodesTable rows={page.rows} onDisable={isAdmin ? setDisabling : undefined} />
            <PaginationBar total={page.total} pageNum={pageNum} pageSize={PAGE_SIZE} onChange={setPage} />
          </Stack>
        )}
      </QueryState>
      {isAdmin ? <CreateInviteCode opened={creating} onClose={() => setCreating(false)} /> : null}
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
    </Stack>
  );
}
