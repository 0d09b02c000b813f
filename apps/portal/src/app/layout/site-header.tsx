import { Anchor, Box, Burger, Container, Group } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { LanguageSwitch, useTexts } from '@platform/ui';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { APP } from '../../lib/i18n.ts';
import { useLanguageSync } from '../../lib/use-language-sync.ts';
import { SHELL } from '../texts.ts';
import { AccountNav } from './account-nav.tsx';
import classes from './layout.module.css';
import { MainNav } from './main-nav.tsx';
import { SupportChat } from './support-chat.tsx';

const SiteDrawer = lazy(async () => ({ default: (await import('./site-drawer.tsx')).SiteDrawer }));

/**
 * Logo, navigation, customer service, language and account. On a phone the navigation and account move into a menu
 * drawer; customer service stays in the bar.
 */
export function SiteHeader() {
  const { t } = useTexts(SHELL);
  const [opened, { toggle, close }] = useDisclosure(false);
  // The drawer's code is fetched on the first press of the menu button, then the drawer stays mounted.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const syncLanguage = useLanguageSync();
  // A phone's bar holds the name, customer service, the language's short name and the menu button, down to 320 px.
  const phone = useMediaQuery('(max-width: 36em)', undefined, { getInitialValueInEffect: false }) ?? false;

  return (
    <header className={classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
          <Group gap="xl" wrap="nowrap">
            <Anchor component={Link} to="/home" className={classes.brand} underline="never">
              {t('brand', { ns: APP })}
            </Anchor>
            <Group component="nav" aria-label={t('nav.label')} gap="lg" visibleFrom="md">
              <MainNav />
            </Group>
          </Group>
          <Group gap={phone ? 4 : 'xs'} wrap="nowrap">
            <SupportChat />
            <LanguageSwitch onChange={syncLanguage} compact={phone} />
            <Box visibleFrom="md">
              <AccountNav variant="bar" />
            </Box>
            <Burger
              hiddenFrom="md"
              opened={opened}
              onClick={() => {
                setDrawerWanted(true);
                toggle();
              }}
              size="sm"
              aria-label={t('nav.openMenu')}
            />
          </Group>
        </Group>
      </Container>
      {drawerWanted && (
        <Suspense fallback={null}>
          <SiteDrawer opened={opened} onClose={close} />
        </Suspense>
      )}
    </header>
  );
}
