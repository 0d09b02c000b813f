import { Anchor } from '@mantine/core';
import { preloadOnIntent, useTexts } from '@platform/ui';
import { NavLink } from 'react-router';
import { NAV_ITEMS } from '../navigation.ts';
import { SHELL } from '../texts.ts';
import classes from './layout.module.css';

/** The main navigation links; the current page is marked with aria-current. */
export function MainNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTexts(SHELL);
  return NAV_ITEMS.map(({ to, label }) => (
    <Anchor
      key={to}
      component={NavLink}
      to={to}
      className={classes.navLink}
      onClick={onNavigate}
      {...preloadOnIntent(to)}
    >
      {t(label)}
    </Anchor>
  ));
}
