import { Button, Menu, Stack, Text } from '@mantine/core';
import { confirm } from '@platform/ui';
import { Link } from 'react-router';
import { logOut } from '../../features/auth/api.ts';
import { RoleBadges } from '../../shared/badges.tsx';
import { useSession } from '../../shared/session.ts';
import { useAppTexts } from '../../shared/texts.ts';
import type { ShellTexts } from '../i18n.ts';

/** The operator's name and roles, and log-out behind the spec's confirm dialog. */
export function UserMenu() {
  const { t } = useAppTexts<ShellTexts>();
  const user = useSession((s) => s.user);
  if (!user) return null;
  const name = user.username ?? user.email;

  const askLogOut = () =>
    confirm({
      title: t('common:prompt'),
      content: t('common:logoutConfirm'),
      okLabel: t('common:ok'),
      cancelLabel: t('common:cancel'),
      onOk: () => logOut(),
    });

  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <Button variant="subtle" color="dark" px="xs" aria-label={t('shell.account', { name })}>
          <Text span fw={600} size="sm" maw={{ base: 90, sm: 200 }} truncate>
            {name}
          </Text>
          <Text span visibleFrom="md" ml="xs">
            <RoleBadges roles={user.roles} />
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Stack gap={4} px="sm" py="xs">
          <Text size="sm" fw={600}>
            {name} #{user.userId}
          </Text>
          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {user.email}
          </Text>
          <RoleBadges roles={user.roles} />
        </Stack>
        <Menu.Divider />
        <Menu.Item component={Link} to={`/users/${user.userId}`}>
          {t('shell.ownAccount')}
        </Menu.Item>
        <Menu.Item component={Link} to="/account/sessions">
          {t('shell.ownSessions')}
        </Menu.Item>
        <Menu.Item color="red.8" onClick={askLogOut}>
          {t('common:logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
