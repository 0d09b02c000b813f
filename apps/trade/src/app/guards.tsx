import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { loginPathFor, REDIRECT_PARAM, safeRedirect } from '../lib/redirect.ts';
import { useSession } from '../lib/session.ts';

/** Routes that need a user: an anonymous visitor goes to log-in, and comes back here afterwards. */
export function RequireUser() {
  const token = useSession((s) => s.token);
  const loggedOut = useSession((s) => s.signedOutBecause === 'user');
  const location = useLocation();
  if (!token) {
    // Someone who just chose to log out is not sent back to the page they left.
    return <Navigate to={loggedOut ? '/login' : loginPathFor(location.pathname + location.search)} replace />;
  }
  return <Outlet />;
}

/** Log-in, sign-up and password reset: a signed-in user goes on to where they were heading (or Home). */
export function GuestOnly() {
  const token = useSession((s) => s.token);
  const [params] = useSearchParams();
  if (token) return <Navigate to={safeRedirect(params.get(REDIRECT_PARAM))} replace />;
  return <Outlet />;
}
