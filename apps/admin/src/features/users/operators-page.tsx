import { Button, Stack } from '@mantine/core';
import { adminApi } from '@platform/contracts';
import { Link } from 'react-router';
import { PageHeader } from '../../shared/page-header.tsx';
import { ResourceList } from '../../shared/resource/resource-list.tsx';
import { RoleGate } from '../../shared/role-gate.tsx';
import { useSession } from '../../shared/session.ts';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';
import { useUserList } from './user-list.tsx';

/** For the roles that look people up, as its endpoint: another operator is told so (a 403 would sign them out). */
export function OperatorsPage() {
  const { t } = useAppTexts<ScreenTexts>();
  const isAdmin = useSession((s) => s.user?.roles.includes('admin') ?? false);
  return (
    <Stack>
      <PageHeader
        title={t('users.operators.title')}
        intro={t('users.operators.intro')}
        actions={
          isAdmin ? (
            <Button component={Link} to="/operators/new">
              {t('users.operators.new')}
            </Button>
          ) : null
        }
      />
      <RoleGate roles={adminApi.findUsers.caller.roles} text={t('users.deskOnly')}>
        <Operators />
      </RoleGate>
    </Stack>
  );
}

function Operators() {
  return <ResourceList list={useUserList(true)} />;
}
