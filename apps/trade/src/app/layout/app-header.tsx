import { Anchor, Button, Group } from '@mantine/core';
import { LanguageSwitch, LINK_INK, useTexts } from '@platform/ui';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { APP } from '../../lib/i18n.ts';
import { LiveStatus } from '../../lib/realtime/live-status.tsx';
import { SearchButton } from '../../lib/search/search-button.tsx';
import { useSession } from '../../lib/session.ts';
import { useLanguageSync } from '../../lib/use-language-sync.ts';
import { TopNav } from './main-nav.tsx';
import classes from './nav.module.css';
import { SupportChat } from './support-chat.tsx';

// Pages with their own log-in and sign-up buttons (the install page's sign-up carries the invite code).
// The bell (the inbox's live count) loads after the page: only a signed-in user has one.
const InboxBell = lazy(async () => ({ default: (await import('../../lib/inbox/inbox-bell.tsx')).InboxBell }));

const AUTH_PATHS = ['/login', '/register', '/forgot-password', '/install'];

export function AppHeader({ wide }: { wide: boolean }) {
  const { t } = useTexts(APP);
  const signedIn = useSession((s) => s.token !== null);
  const syncLanguage = useLanguageSync();
  const onAuthPage = AUTH_PATHS.includes(useLocation().pathname);

  // On a phone (down to 320 px) the header holds the name, the live dot, customer service, the language's short name
  // and Log in.
  return (
    <Group h="100%" px={wide ? 'md' : 'xs'} justify="space-between" wrap="nowrap" gap={wide ? 'xs' : 4}>
      <a href="#main-content" className={classes.skip}>
        {t('common:skipToContent')}
      </a>
      <Group gap="lg" wrap="nowrap">
        <Anchor
          component={Link}
          to="/"
          fw={800}
          fz={wide ? 'lg' : 'md'}
          c={LINK_INK}
          underline="never"
          style={{ whiteSpace: 'nowrap' }}
        >
          {t('appName')}
        </Anchor>
        {wide && <TopNav />}
      </Group>
      <Group gap={wide ? 'xs' : 2} wrap="nowrap">
        <LiveStatus compact={!wide} />
        <SearchButton />
        {signedIn && (
          <Suspense fallback={null}>
            <InboxBell />
          </Suspense>
        )}
        <SupportChat />
        <LanguageSwitch onChange={syncLanguage} compact={!wide} />
        {!signedIn && !onAuthPage && (
          <Button component={Link} to="/login" size={wide ? 'sm' : 'compact-md'} variant={wide ? 'subtle' : 'filled'}>
            {t('common:login')}
          </Button>
        )}
        {!signedIn && !onAuthPage && wide && (
          <Button component={Link} to="/register" size="sm">
            {t('common:signUp')}
          </Button>
        )}
      </Group>
    </Group>
  );
}
