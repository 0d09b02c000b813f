import { preloadOnIntent, useTexts } from '@platform/ui';
import { NavLink } from 'react-router';
import { APP } from '../../lib/i18n.ts';
import classes from './nav.module.css';
import { NAV_ITEMS } from './nav-items.ts';

/** The bottom tab bar on phones. */
export function BottomTabs() {
  const { t } = useTexts(APP);
  return (
    <nav aria-label={t('nav.label')} className={classes.tabs}>
      {NAV_ITEMS.filter((item) => !item.wideOnly).map(({ to, label, Icon, end }) => (
        <NavLink key={to} to={to} end={end} className={classes.tab} {...preloadOnIntent(to)}>
          <Icon />
          <span>{t(`nav.${label}`)}</span>
        </NavLink>
      ))}
    </nav>
  );
}

/** The same destinations as links in the header on wider screens. */
export function TopNav() {
  const { t } = useTexts(APP);
  return (
    <nav aria-label={t('nav.label')} className={classes.links}>
      {NAV_ITEMS.map(({ to, label, end }) => (
        <NavLink key={to} to={to} end={end} className={classes.link} {...preloadOnIntent(to)}>
          {t(`nav.${label}`)}
        </NavLink>
      ))}
    </nav>
  );
}
