import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { ROLES, type UserListQuery } from '@platform/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation();
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  const roleOptions: { value: '' | RoleFilter; label: string }[] = [
    { value: '', label: t('users.filterAll') },
    { value: 'customer', label: t('users.filterCustomers') },
    { value: 'operator', label: t('users.filterOperators') },
    ...ROLES.map((r) => ({ value: r, label: t(`shared.roles.${r}`) })),
  ];

  return (
    <search>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ q: text.trim() });
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('users.search')}
            placeholder={t('users.searchPlaceholder')}
            type="search"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={50}
            style={{ flex: '1 1 220px' }}
          />
          {withRole ? (
            <NativeSelect
              label={t('users.roleFilter')}
              data={roleOptions}
              value={roleFilter}
              onChange={(event) => onChange({ role: event.currentTarget.value })}
              style={{ flex: '0 1 200px' }}
            />
          ) : null}
          <Button type="submit">{t('shared.search')}</Button>
        </Group>
      </form>
    </search>
  );
}
