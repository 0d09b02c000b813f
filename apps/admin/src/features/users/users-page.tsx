import { Stack } from '@mantine/core';
import { adminApi } from '@platform/contracts';
import { PageHeader } from '../../shared/page-header.tsx';
import { ResourceList } from '../../shared/resource/resource-list.tsx';
import { RoleGate } from '../../shared/role-gate.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';
import { useUserList } from './user-list.tsx';

/** For the roles that look customers up, as its endpoint: another operator is told so (a 403 would sign them out). */
export function UsersPage() {
  const { t } = useAppTexts<ScreenTexts>();
  return (
    <Stack>
      <PageHeader title={t('users.title')} intro={t('users.intro')} />
      <RoleGate roles={adminApi.findUsers.caller.roles} text={t('users.deskOnly')}>
        <Users />
      </RoleGate>
    </Stack>
  );
}

function Users() {
  return <ResourceList list={useUserList()} />;
}
