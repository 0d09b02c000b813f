import { Anchor, Table } from '@mantine/core';
import type { AdminUserView } from '@platform/contracts';
import { useDateFormat } from '@platform/ui';
import { Link } from 'react-router';
import { RoleBadges, StatusBadge } from '../../shared/badges.tsx';
import { DataTable } from '../../shared/data-table.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';

export function UsersTable({ rows, label }: { rows: AdminUserView[]; label: string }) {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat({ seconds: true }).dateTime;
  const nowrap = { whiteSpace: 'nowrap' } as const;
  return (
    <DataTable
      label={label}
      minWidth={980}
      head={[
        t('users.columns.userId'),
        t('users.columns.email'),
        t('users.columns.username'),
        t('users.columns.roles'),
        t('users.columns.status'),
        t('users.columns.invitedCount'),
        t('users.columns.createdAt'),
        t('users.columns.lastLoginAt'),
      ]}
    >
      {rows.map((user) => (
        <Table.Tr key={user.userId}>
          <Table.Td>
            <Anchor component={Link} to={`/users/${user.userId}`}>
              {user.userId}
            </Anchor>
          </Table.Td>
          <Table.Td style={nowrap}>{user.email}</Table.Td>
          <Table.Td>{user.username ?? t('shared.none')}</Table.Td>
          <Table.Td>
            <RoleBadges roles={user.roles} />
          </Table.Td>
          <Table.Td>
            <StatusBadge status={user.status} />
          </Table.Td>
          <Table.Td>{user.invitedCount}</Table.Td>
          <Table.Td style={nowrap}>{formatDateTime(user.createdAt)}</Table.Td>
          <Table.Td style={nowrap}>{formatDateTime(user.lastLoginAt) ?? t('users.never')}</Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
