import { AppShell, Box, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { isOperator } from '@platform/contracts';
import { LanguageSwitch, toast } from '@platform/ui';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { authQueries, logOut } from '../../features/auth/api.ts';
import { TwoFactorGate } from '../../features/auth/two-factor-gate.tsx';
import { queryClient } from '../../shared/query-client.ts';
import { useSession } from '../../shared/session.ts';
import { useAppTexts } from '../../shared/texts.ts';
import type { ShellTexts } from '../i18n.ts';
import { NavMenu } from './nav-menu.tsx';
import { UserMenu } from './user-menu.tsx';

/** Keeps the stored operator in step with the server: roles change, and a user with none left is signed out. */
function useOperatorRefresh() {
  const { t } = useAppTexts<ShellTexts>();
  const me = useQuery(authQueries.me());
  useEffect(() => {
    if (!me.data) return;
    if (isOperator(me.data.roles)) useSession.getState().setUser(me.data);
    else {
      toast.error(t('shared.noAccess'));
      void logOut();
    }
  }, [me.data, t]);
}

/**
 * The signed-in back office around each page: header, navigation, the operator's menu (shell-gate.tsx lets in), and
 * the pages' query cache, which only signed-in pages use.
 */
export function Shell() {
  return (
    <QueryClientProvider client={queryClient}>
      <ShellFrame />
    </QueryClientProvider>
  );
}

function ShellFrame() {
  const { t } = useAppTexts<ShellTexts>();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  useOperatorRefresh();
  useEffect(close, [pathname]);

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'sm', sm: 'md' }}
    >
      <AppShell.Header>
        <Box component="a" href="#main" className="skip-link">
          {t('common:skipToContent')}
        </Box>
        <Group h="100%" px="sm" justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? t('shell.closeNavigation') : t('shell.openNavigation')}
              aria-expanded={opened}
              aria-controls="admin-navigation"
            />
            <Text fw={700} size="md" truncate>
              {t('shell.title')}
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitch />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" id="admin-navigation" aria-label={t('shell.navigation')}>
        <NavMenu />
      </AppShell.Navbar>
      <AppShell.Main id="main" tabIndex={-1} style={{ outline: 'none' }}>
        <TwoFactorGate>
          <Outlet />
        </TwoFactorGate>
      </AppShell.Main>
    </AppShell>
  );
}
