import { AppShell, Center, Container, Loader, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { COMMON, useTexts } from '@platform/ui';
import { Outlet, ScrollRestoration } from 'react-router';
import { AppHeader } from './app-header.tsx';
import { BottomTabs } from './main-nav.tsx';
import { useWideRoute } from './wide-routes.ts';

// Markets and quotes use a desktop's width, up to where a line of figures is still read at a glance.
const WIDE_MAX = 1600;

/** Phones get a bottom tab bar; from 48em on, the navigation moves into the header. Some screens ask for the width. */
export function AppLayout() {
  const wide = useMediaQuery('(min-width: 48em)', undefined, { getInitialValueInEffect: false }) ?? false;
  const wideRoute = useWideRoute();
  return (
    <AppShell header={{ height: 56 }} footer={{ height: 60, collapsed: wide }} padding="md">
      <AppShell.Header>
        <AppHeader wide={wide} />
      </AppShell.Header>
      <AppShell.Main id="main-content" tabIndex={-1} bg="var(--platform-surface-page)">
        <Container size={wideRoute ? WIDE_MAX : 'md'} px={0}>
          <Outlet />
        </Container>
      </AppShell.Main>
      {!wide && (
        <AppShell.Footer>
          <BottomTabs />
        </AppShell.Footer>
      )}
      <ScrollRestoration />
    </AppShell>
  );
}

/** Shown while the first screen's code loads. */
export function PageLoader() {
  const { t } = useTexts(COMMON);
  return (
    <Center h="60vh" role="status">
      <Loader />
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
    </Center>
  );
}
