// The signed-in user's menu in the desktop header (Mantine's Menu, its popover and floating-ui): a chunk of its own,
// so a visitor's first load does not carry it. account-nav.tsx shows the same button until it is there.
import { Menu } from '@mantine/core';
import { useTexts } from '@platform/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ACCOUNT_ITEMS } from '../navigation.ts';
import { SHELL } from '../texts.ts';

/** `target` is the button that opens the menu (the user's name). */
export function AccountMenu({ target }: { target: ReactNode }) {
  const { t } = useTexts(SHELL);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('nav.accountLabel')}</Menu.Label>
        {ACCOUNT_ITEMS.map(({ to, label }) => (
          <Menu.Item key={to} component={Link} to={to}>
            {t(label)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
