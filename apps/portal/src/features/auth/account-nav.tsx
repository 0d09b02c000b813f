import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { loginPath } from '../../lib/redirect.ts';
import { useSignedInUser } from '../../lib/session.ts';
import { displayName } from './api.ts';
import { AUTH } from './texts.ts';
import { useLogout } from './use-logout.ts';

interface AccountNavProps {
  /** `bar`: one line in the desktop header; `panel`: stacked in the phone menu. */
  variant: 'bar' | 'panel';
  onNavigate?: () => void;
}

/** The header's account area: Log in for visitors; the user's name and Log out once signed in. */
export function AccountNav({ variant, onNavigate }: AccountNavProps) {
  const { t } = useTranslation(AUTH);
  const user = useSignedInUser();
  const location = useLocation();
  const logout = useLogout();
  const Layout = variant === 'bar' ? Group : Stack;

  if (!user) {
    return (
      <Button
        component={Link}
        to={loginPath(`${location.pathname}${location.search}`)}
        onClick={onNavigate}
        variant="filled"
        size="sm"
        fullWidth={variant === 'panel'}
      >
        {t('common:login')}
      </Button>
    );
  }

  return (
    <Layout gap="sm" align={variant === 'bar' ? 'center' : 'stretch'} wrap="nowrap">
      <Text size="sm" truncate="end" maw={variant === 'bar' ? 220 : undefined} data-testid="signed-in-user">
        <Text span size="sm" c="dimmed">
          {t('signedInAs')}{' '}
        </Text>
        <Text span size="sm" fw={600}>
          {displayName(user)}
        </Text>
      </Text>
      <Button
        variant="default"
        size="sm"
        onClick={() => {
          onNavigate?.();
          logout();
        }}
      >
        {t('common:logout')}
      </Button>
    </Layout>
  );
}
