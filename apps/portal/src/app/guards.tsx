import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { loginPath } from '../lib/redirect.ts';
import { useSession } from '../lib/session.ts';

/** Pages that need a signed-in user: an anonymous visitor goes to /login, and comes back here afterwards. */
export function RequireUser() {
  const token = useSession((s) => s.token);
  const loggedOut = useSession((s) => s.signedOutBecause === 'user');
  const location = useLocation();
  if (!token) {
    // Someone who just chose to log out is not sent back to the page they left.
    return <Navigate to={loggedOut ? '/login' : loginPath(location.pathname + location.search)} replace />;
  }
  return <Outlet />;
}

/**
 * When the server refuses the token (401/403: the client has already said 'Login expired' and signed out), every
 * answer cached for that user is dropped and the visitor goes to /login, with the way back to the page they were on.
 */
export function useSessionExpiry() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const here = useRef('');
  here.current = location.pathname + location.search;
  useEffect(
    () =>
      useSession.subscribe((state, previous) => {
        if (!previous.token || state.token || state.signedOutBecause !== 'expired') return;
        queryClient.clear();
        if (!here.current.startsWith('/login')) navigate(loginPath(here.current), { replace: true });
      }),
    [navigate, queryClient],
  );
}
