import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { CopyButton, useDateFormat } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { userInfoQuery } from '../../lib/identity.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useSession } from '../../lib/session.ts';
import { InfoList, type InfoRow } from './info-list.tsx';
import { ME } from './texts.ts';

export function MePage() {
  const { t } = useTranslation(ME);
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
        <Button component={Link} to="/assets" variant="default">
          {t('assets')}
        </Button>
        <Button component={Link} to="/bank-cards" variant="default">
          {t('bankCards')}
        </Button>
        <Button component={Link} to="/kyc" variant="default">
          {t('kyc')}
        </Button>
        <Button component={Link} to="/inbox" variant="default">
          {t('messages')}
        </Button>
        <Button component={Link} to="/security" variant="default">
          {t('security')}
        </Button>
        <Button component={Link} to="/settings" variant="default">
          {t('settings')}
        </Button>
      </Group>
    </Stack>
  );
}
