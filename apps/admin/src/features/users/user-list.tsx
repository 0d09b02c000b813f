import { Anchor } from '@mantine/core';
import { type AdminUserView, ROLES, type USER_SORTS, type UserListQuery } from '@platform/contracts';
import { useDateFormat } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { RoleBadges, StatusBadge } from '../../shared/badges.tsx';
import type { ResourceListDescription } from '../../shared/resource/resource-list.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { type UserFilters, userQueries } from './api.ts';
import type { ScreenTexts } from './i18n.ts';

type RoleFilter = NonNullable<UserListQuery['role']>;

/**
 * The users list (or, given `operators`, the operators list, filtered by role already): searched by e-mail, username
 * or user ID, filtered by role, sorted by ID, e-mail, sign-up or last sign-in.
 */
export function useUserList(
  operators = false,
): ResourceListDescription<AdminUserView, 'q' | 'role', (typeof USER_SORTS)[number]> {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat({ seconds: true }).dateTime;
  const roleOptions: { value: '' | RoleFilter; label: string }[] = [
    { value: '', label: t('users.filterAll') },
    { value: 'customer', label: t('users.filterCustomers') },
    { value: 'operator', label: t('users.filterOperators') },
    ...ROLES.map((r) => ({ value: r, label: t(`shared.roles.${r}`) })),
  ];
  return {
    label: operators ? t('users.operators.title') : t('users.title'),
    minWidth: 980,
    pageSize: 20,
    useRows: ({ filters, ...page }) =>
      useQuery(userQueries.list({ ...(filters as UserFilters), ...(operators ? { role: 'operator' } : {}), ...page })),
    search: { key: 'q', label: t('users.search'), placeholder: t('users.searchPlaceholder') },
    selects: operators ? [] : [{ key: 'role', label: t('users.roleFilter'), options: roleOptions, flex: '0 1 200px' }],
    rowKey: (user) => user.userId,
    columns: [
      {
        head: t('users.columns.userId'),
        sort: 'userId',
        descFirst: true,
        cell: (user) => (
          <Anchor component={Link} to={`/users/${user.userId}`}>
            {user.userId}
          </Anchor>
        ),
      },
      { head: t('users.columns.email'), sort: 'email', minWidth: 180, cell: (user) => user.email },
      { head: t('users.columns.username'), cell: (user) => user.username ?? t('shared.none') },
      { head: t('users.columns.roles'), cell: (user) => <RoleBadges roles={user.roles} /> },
      { head: t('users.columns.status'), cell: (user) => <StatusBadge status={user.status} /> },
      { head: t('users.columns.invitedCount'), cell: (user) => user.invitedCount },
      {
        head: t('users.columns.createdAt'),
        sort: 'createdAt',
        descFirst: true,
        nowrap: true,
        cell: (user) => formatDateTime(user.createdAt),
      },
      {
        head: t('users.columns.lastLoginAt'),
        sort: 'lastLoginAt',
        descFirst: true,
        nowrap: true,
        cell: (user) => formatDateTime(user.lastLoginAt) ?? t('users.never'),
      },
    ],
  };
}
