// The portal bound to the component test kit (@platform/ui/testing): its routes, providers and session. A test renders
// a route as the part after the `#` (`/home`, `/profile?tab=cases`), the way the app's hash router reads it, as a
// signed-in user (or `signedIn: false`, the default for the portal's public pages), with handlers for what the screen
// asks the API.
import { supportApi, type UserView } from '@platform/contracts';
import { handle, type ScreenOptions, screenRenderer } from '@platform/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { AppProviders } from '../app/providers.tsx';
import { routes } from '../app/routes.tsx';
import '../app/texts.ts';
import { i18n } from '../lib/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { useSession } from '../lib/session.ts';

/** The user a signed-in screen is rendered for unless a test says otherwise. */
export const APPLICANT: UserView = {
  userId: 41,
  username: 'casey',
  email: 'casey@example.com',
  inviteCode: 'ABCD2345',
  invitedBy: null,
  language: 'en',
  roles: [],
  createdAt: '2026-01-05T09:00:00.000Z',
};

const renderScreen = screenRenderer<{ signedIn: UserView | false }>({
  routes,
  i18n,
  createQueryClient,
  Providers: AppProviders,
  prepare({ signedIn = false }) {
    useSession.setState({ token: null, user: null, signedOutBecause: null });
    // What the shell asks on every screen: the support launcher's settings (the built-in chat, no widget), and once
    // someone is signed in (also when they sign in during a test), the support chat's history.
    const shell = [
      handle(supportApi.config, { widget: null }),
      handle(supportApi.conversation, null),
      handle(supportApi.messages, { rows: [], hasMore: false }),
    ];
    if (signedIn) useSession.getState().signIn('test-token', signedIn);
    return shell;
  },
});

/**
 * Renders a portal route once its layout is on screen: the router has settled, and React has replaced the loader it
 * shows before the first route is ready (the layout's HydrateFallback) with the layout itself.
 */
export async function renderPortal(path: string, options: ScreenOptions & { signedIn?: UserView | false } = {}) {
  const view = await renderScreen(path, options);
  await waitFor(() => screen.getByRole('main'), { timeout: 15_000 });
  return view;
}
