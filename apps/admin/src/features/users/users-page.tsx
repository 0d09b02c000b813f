import { Stack } from '@mantine/core';
import { adminApi, type UserListQuery } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../shared/page-header.tsx';
import { PagedList } from '../../shared/paged-list.tsx';
import { RoleGate } from '../../shared/role-gate.tsx';
import { nonEmpty, useUrlFilters } from '../../shared/search-params.ts';
import { useAppTexts } from '../../shared/texts.ts';
import { userQueries } from './api.ts';
import type { ScreenTexts } from './i18n.ts';
import { UserFilters } from './user-filters.tsx';
import { UsersTable } from './users-table.tsx';

const PAGE_SIZE = 20;

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
  const { t } = useAppTexts<ScreenTexts>();
  const { values, pageNum, setFilters } = useUrlFilters(['q', 'role'] as const);
  const filters = nonEmpty({ q: values.q, role: values.role }) as Partial<UserListQuery>;
  const query = useQuery(userQueries.list({ ...filters, pageNum, pageSize: PAGE_SIZE }));
  const filtered = Object.keys(filters).length > 0;

  return (
    <>
      <UserFilters q={values.q} roleFilter={values.role} onChange={setFilters} />
      <PagedList query={query} emptyText={filtered ? t('shared.noMatches') : undefined} pageSize={PAGE_SIZE}>
        {(rows) => <UsersTable rows={rows} label={t('users.title')} />}
      </PagedList>
    </>
  );
}
