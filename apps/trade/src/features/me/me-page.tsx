import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { CopyButton, useDateFormat, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { userInfoQuery } from '../../lib/identity.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useSession } from '../../lib/session.ts';
import { InfoList, type InfoRow } from './info-list.tsx';
import { ME } from './texts.ts';

/** The pages a user opens from here, in order. */
const SHORTCUTS = [
  { to: '/assets', label: 'assets' },
  { to: '/bank-cards', label: 'bankCards' },
  { to: '/kyc', label: 'kyc' },
  { to: '/inbox', label: 'messages' },
  { to: '/alerts', label: 'alerts' },
  { to: '/security', label: 'security' },
  { to: '/settings', label: 'settings' },
] as const;

export function MePage() {
  const { t } = useTexts(ME);
  const { date } = useDateFormat();
  usePageTitle(t('title'));
  const stored = useSession((s) => s.user);
  const info = useQuery({ ...userInfoQuery(), placeholderData: stored ?? undefined });
  const user = info.data;

  const rows: InfoRow[] = user
    ? [
        { label: t('userId'), value: user.userId },
        { label: t('email'), value: user.email },
        ...(user.username ? [{ label: t('username'), value: user.username }] : []),
        ...(user.inviteCode
          ? [
              {
                label: t('inviteCode'),
                value: <span data-testid="invite-code">{user.inviteCode}</span>,
                action: <CopyButton value={user.inviteCode} label={t('inviteCode')} />,
              },
            ]
          : []),
        {
          label: t('memberSince'),
          value: date(user.createdAt),
        },
      ]
    : [];

  return (
    <Stack gap="lg" py={{ base: 0, sm: 'md' }}>
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      {info.isError && !user && (
        <Alert color="red" variant="light" title={t('loadFailed')}>
          <Button size="compact-sm" variant="white" color="red" onClick={() => void info.refetch()}>
            {t('common:retry')}
          </Button>
        </Alert>
      )}
      {!user && info.isPending && <Loader aria-hidden />}
      {user && (
        <Paper p="md" radius="lg" withBorder>
          <InfoList rows={rows} />
          {user.inviteCode && (
            <Text size="xs" c="dimmed" mt="sm">
              {t('inviteHint')}
            </Text>
          )}
          <Button component={Link} to="/referrals" variant="light" size="sm" mt="sm">
            {t('invite')}
          </Button>
        </Paper>
      )}
      <Group>
        {SHORTCUTS.map(({ to, label }) => (
          <Button key={to} component={Link} to={to} variant="default">
            {t(label)}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
