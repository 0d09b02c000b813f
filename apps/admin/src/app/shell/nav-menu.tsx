import { NavLink, ScrollArea, Stack, UnstyledButton } from '@mantine/core';
import { preloadOnIntent } from '@platform/ui';
import { useEffect, useState } from 'react';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { useSession } from '../../shared/session.ts';
import { useAppTexts } from '../../shared/texts.ts';
import type { ShellTexts } from '../i18n.ts';
import { activeGroup, isActive, navigationFor } from './navigation.ts';

/**
 * The navigation as collapsible groups (a disclosure button each, its links hidden while closed), with only the
 * entries the operator's roles may use. The current page's group opens by itself; groups the operator opened stay
 * open as they move around.
 */
export function NavMenu() {
  const { t } = useAppTexts<ShellTexts>();
  const { pathname } = useLocation();
  const roles = useSession((s) => s.user?.roles) ?? [];
  const current = activeGroup(pathname);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(current ? [current] : []));
  useEffect(() => {
    if (current) setOpen((groups) => (groups.has(current) ? groups : new Set([...groups, current])));
  }, [current]);
  const toggle = (group: string) =>
    setOpen((groups) => {
      const next = new Set(groups);
      if (next.has(group)) next.delete(group);
      else next.add(group);
      return next;
    });

  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Stack gap={4} py="xs">
        {navigationFor(roles).map(({ group, items, flat }) => {
          const expanded = open.has(group);
          const links = items.map((item) => (
            <li key={item.to}>
              <NavLink
                component={RouterNavLink}
                to={item.to}
                label={t(`shell.nav.${item.label}`)}
                active={isActive(item, pathname)}
                variant="light"
                {...preloadOnIntent(item.to)}
              />
            </li>
          ));
          if (flat)
            return (
              <ul
                key={group}
                aria-label={t(`shell.groups.${group}`)}
                style={{ listStyle: 'none', margin: 0, padding: 0 }}
              >
                {links}
              </ul>
            );
          return (
            <div key={group}>
              <UnstyledButton
                id={`nav-${group}`}
                onClick={() => toggle(group)}
                aria-expanded={expanded}
                aria-controls={`nav-${group}-links`}
                px="sm"
                py={6}
                w="100%"
                fz="xs"
                fw={700}
                tt="uppercase"
                c={group === current ? 'blue.8' : 'gray.7'}
                style={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  alignItems: 'center',
                  borderRadius: 'var(--mantine-radius-sm)',
                }}
              >
                <span>{t(`shell.groups.${group}`)}</span>
                <span
                  aria-hidden
                  style={{ transform: expanded ? 'rotate(90deg)' : undefined, transition: 'transform 120ms' }}
                >
                  ›
                </span>
              </UnstyledButton>
              <ul
                id={`nav-${group}-links`}
                aria-labelledby={`nav-${group}`}
                hidden={!expanded}
                style={{ listStyle: 'none', margin: 0, padding: 0 }}
              >
                {links}
              </ul>
            </div>
          );
        })}
      </Stack>
    </ScrollArea>
  );
}
