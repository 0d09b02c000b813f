import { ROLES, type UserListQuery } from '@platform/contracts';
import { ListFilters } from '../../shared/list-filters.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';

type RoleFilter = NonNullable<UserListQuery['role']>;

interface UserFiltersProps {
  q: string;
  roleFilter: string;
  /** Hides the role filter (the operators list is filtered already). */
  withRole?: boolean;
  onChange(filters: { q?: string; role?: string }): void;
}

/** Search by email, username or user ID, and filter by role. */
export function UserFilters({ q, roleFilter, withRole = true, onChange }: UserFiltersProps) {
  const { t } = useAppTexts<ScreenTexts>();
  const roleOptions: { value: '' | RoleFilter; label: string }[] = [
    { value: '', label: t('users.filterAll') },
    { value: 'customer', label: t('users.filterCustomers') },
    { value: 'operator', label: t('users.filterOperators') },
    ...ROLES.map((r) => ({ value: r, label: t(`shared.roles.${r}`) })),
  ];
  const role = {
    key: 'role',
    label: t('users.roleFilter'),
    value: roleFilter,
    options: roleOptions,
    flex: '0 1 200px',
  };
  return (
    <ListFilters
      search={{ key: 'q', label: t('users.search'), placeholder: t('users.searchPlaceholder'), value: q }}
      selects={withRole ? [role] : []}
      onChange={onChange}
    />
  );
}
