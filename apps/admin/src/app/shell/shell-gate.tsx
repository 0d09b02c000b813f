// The door to every page but log-in, part of the entry: signed out, it leads to log-in at once (no shell code is
// fetched for that); signed in, it shows the shell, whose code (AppShell, navigation, the operator's menu) is a chunk
// of its own, fetched with the pages' texts as soon as there is a session, beside the first page's chunk.
import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { session, useSession } from '../../shared/session.ts';
import { loadPageTexts } from '../i18n.ts';
import { FirstLoad } from '../route-states.tsx';

/** The shell's code, and the pages' texts it must have before it shows a page (app/i18n.ts). */
const loadShell = () => Promise.all([import('./shell-layout.tsx'), loadPageTexts()]);
const Shell = lazy(async () => ({ default: (await loadShell())[0].Shell }));

// Fetched as soon as there is a session (stored at start, or the moment log-in succeeds), beside the page's chunk.
// A failure is reported by the route's error screen when the shell is shown.
let fetching = false;
const fetchWhenSignedIn = () => {
  if (fetching || !session.getState().token) return;
  fetching = true;
  loadShell().catch(() => {
    fetching = false;
  });
};
fetchWhenSignedIn();
session.subscribe(fetchWhenSignedIn);

/**
 * Without a session, go to log-in, and back here after it unless the operator logged out themselves (then the next
 * log-in starts afresh).
 */
export function ShellGate() {
  const signedIn = useSession((s) => Boolean(s.token));
  const loggedOut = useSession((s) => s.signedOutBecause === 'user');
  const location = useLocation();
  if (!signedIn) {
    const from = loggedOut ? undefined : `${location.pathname}${location.search}`;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  return (
    <Suspense fallback={<FirstLoad />}>
      <Shell />
    </Suspense>
  );
}
