import { NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { preloadOnIntent } from '@platform/ui';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { navigation } from './navigation.ts';

export function NavMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Stack gap="md" py="xs">
        {navigation.map(({ group, items }) => (
          <div key={group}>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" mb={4} id={`nav-${group}`}>
              {t(`shell.groups.${group}`)}
            </Text>
            <ul aria-labelledby={`nav-${group}`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {items.map((item) => (
                <li key={item.to}>
                  <NavLink
                    component={RouterNavLink}
                    to={item.to}
                    label={t(`shell.nav.${item.label}`)}
                    active={pathname === item.to || pathname.startsWith(`${item.to}/`)}
                    variant="light"
                    {...preloadOnIntent(item.to)}
                  />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </Stack>
    </ScrollArea>
  );
}
