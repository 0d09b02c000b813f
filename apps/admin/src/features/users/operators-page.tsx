import { Button, Stack } from '@mantine/core';
import { adminApi } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageHeader } from '../../shared/page-header.tsx';
import { PagedList } from '../../shared/paged-list.tsx';
import { RoleGate } from '../../shared/role-gate.tsx';
import { useUrlFilters } from '../../shared/search-params.ts';
import { useSession } from '../../shared/session.ts';
import { useAppTexts } from '../../shared/texts.ts';
import { userQueries } from './api.ts';
import type { ScreenTexts } from './i18n.ts';
import { UserFilters } from './user-filters.tsx';
import { UsersTable } from './users-table.tsx';

const PAGE_SIZE = 20;

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
  const { t } = useAppTexts<ScreenTexts>();
  const { values, pageNum, setFilters } = useUrlFilters(['q'] as const);
  const query = useQuery(
    userQueries.list({ role: 'operator', q: values.q || undefined, pageNum, pageSize: PAGE_SIZE }),
  );

  return (
    <>
      <UserFilters q={values.q} roleFilter="" withRole={false} onChange={({ q }) => setFilters({ q })} />
      <PagedList query={query} emptyText={values.q ? t('shared.noMatches') : undefined} pageSize={PAGE_SIZE}>
        {(rows) => <UsersTable rows={rows} label={t('users.operators.title')} />}
      </PagedList>
    </>
  );
}
