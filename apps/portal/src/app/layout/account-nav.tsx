import { Button, Group, NavLink as MantineNavLink, Stack, Text } from '@mantine/core';
import { useTexts } from '@platform/ui';
import { lazy, Suspense } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { displayName } from '../../features/auth/api.ts';
import { AUTH } from '../../features/auth/texts.ts';
import { useLogout } from '../../features/auth/use-logout.ts';
import { usePopups } from '../../lib/popups.ts';
import { loginPath } from '../../lib/redirect.ts';
import { useSignedInUser } from '../../lib/session.ts';
import { ACCOUNT_ITEMS } from '../navigation.ts';
import { SHELL } from '../texts.ts';

const AccountMenu = lazy(async () => ({ default: (await import('./account-menu.tsx')).AccountMenu }));

interface AccountNavProps {
  /** `bar`: one line in the desktop header; `panel`: stacked in the phone menu. */
  variant: 'bar' | 'panel';
  onNavigate?: () => void;
}

/** The header's account area: Log in and Sign Up for visitors; the user's own pages and Log out once signed in. */
export function AccountNav({ variant, onNavigate }: AccountNavProps) {
  const { t } = useTexts(SHELL);
  const { t: tAuth } = useTexts(AUTH);
  const user = useSignedInUser();
  const location = useLocation();
  const logout = useLogout();
  const openSignUp = usePopups((s) => s.openSignUp);
  const Layout = variant === 'bar' ? Group : Stack;

  if (!user) {
    return (
      <Layout gap="xs" wrap="nowrap">
        <Button
          component={Link}
          to={loginPath(`${location.pathname}${location.search}`)}
          onClick={onNavigate}
          size="sm"
          fullWidth={variant === 'panel'}
        >
          {t('common:login')}
        </Button>
        <Button
          variant="default"
          size="sm"
          fullWidth={variant === 'panel'}
          onClick={() => {
            onNavigate?.();
            openSignUp();
          }}
        >
          {tAuth('signUp.title')}
        </Button>
      </Layout>
    );
  }

  const name = (
    <Text size="sm" truncate="end" maw={variant === 'bar' ? 200 : undefined} data-testid="signed-in-user">
      <Text span size="sm" c="dimmed">
        {tAuth('signedInAs')}{' '}
      </Text>
      <Text span size="sm" fw={600}>
        {displayName(user)}
      </Text>
    </Text>
  );
  const signOut = () => {
    onNavigate?.();
    logout();
  };

  // The same button before the menu's code has arrived (a moment after the page shows) and as the menu's target.
  const accountButton = (
    <Button variant="subtle" size="sm" maw={240} data-testid="account-menu">
      {name}
    </Button>
  );

  if (variant === 'panel') {
    return (
      <Stack gap="xs">
        {name}
        <Stack component="nav" aria-label={t('nav.accountLabel')} gap={0}>
          {ACCOUNT_ITEMS.map(({ to, label }) => (
            <MantineNavLink key={to} component={NavLink} to={to} label={t(label)} onClick={onNavigate} />
          ))}
        </Stack>
        <Button variant="default" size="sm" onClick={signOut}>
          {t('common:logout')}
        </Button>
      </Stack>
    );
  }

  return (
    <Group gap="sm" wrap="nowrap">
      <Suspense fallback={accountButton}>
        <AccountMenu target={accountButton} />
      </Suspense>
      <Button variant="default" size="sm" onClick={signOut}>
        {t('common:logout')}
      </Button>
    </Group>
  );
}
