import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { AuthPopups } from '../../features/auth/auth-popups.tsx';
import { useSessionExpiry } from '../guards.tsx';
import classes from './layout.module.css';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { MAIN_ID, SkipLink } from './skip-link.tsx';

/** Every navigation starts at the top of the page (spec section 2), also when a hash is typed into the address bar. */
function useScrollToTop() {
  const { key, pathname, search } = useLocation();
  const navigation = `${key} ${pathname}${search}`;
  useEffect(() => {
    // Not an expression body: newer browsers return a Promise from scrollTo, which React would take for a cleanup.
    if (navigation) window.scrollTo(0, 0);
  }, [navigation]);
}

export function AppLayout() {
  useScrollToTop();
  useSessionExpiry();
  const loading = useNavigation().state === 'loading';
  return (
    <div className={classes.shell}>
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_ID} tabIndex={-1} className={classes.main} aria-busy={loading}>
        <Outlet />
      </main>
      <SiteFooter />
      <AuthPopups />
    </div>
  );
}
