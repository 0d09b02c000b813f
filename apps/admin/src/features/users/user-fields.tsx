import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AdminUserView } from '@platform/contracts';
import { useDateFormat } from '@platform/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RoleBadges, StatusBadge } from '../../shared/badges.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text component="dt" size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ wordBreak: 'break-word' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** What the back office knows about an account, as a description list. */
export function UserFields({ user }: { user: AdminUserView }) {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat({ seconds: true }).dateTime;
  const none = t('shared.none');
  return (
    <SimpleGrid component="dl" cols={{ base: 2, md: 3 }} spacing="md" verticalSpacing="sm" m={0}>
      <Field label={t('users.columns.userId')}>{user.userId}</Field>
      <Field label={t('users.columns.email')}>{user.email}</Field>
      <Field label={t('users.columns.username')}>{user.username ?? none}</Field>
      {user.roles.length > 0 && <Field label={t('users.displayName.label')}>{user.displayName ?? none}</Field>}
      <Field label={t('users.columns.roles')}>
        <RoleBadges roles={user.roles} />
      </Field>
      <Field label={t('users.columns.status')}>
        <StatusBadge status={user.status} />
      </Field>
      <Field label={t('users.detail.language')}>{t(`common:languages.${user.language}`)}</Field>
      <Field label={t('users.detail.inviteCode')}>{user.inviteCode ?? none}</Field>
      <Field label={t('users.detail.invitedBy')}>
        {user.invitedBy ? (
          <Anchor component={Link} to={`/users/${user.invitedBy}`} size="sm">
            #{user.invitedBy}
          </Anchor>
        ) : (
          none
        )}
      </Field>
      <Field label={t('users.columns.invitedCount')}>{user.invitedCount}</Field>
      <Field label={t('users.columns.createdAt')}>{formatDateTime(user.createdAt)}</Field>
      <Field label={t('users.columns.lastLoginAt')}>{formatDateTime(user.lastLoginAt) ?? t('users.never')}</Field>
    </SimpleGrid>
  );
}
