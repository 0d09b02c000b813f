// The trade app bound to the component test kit (@platform/ui/testing): its routes, providers and session. A test
// renders a path as a signed-in user (or `signedIn: false`), with handlers for what the screen asks the API.
import { identityApi, inboxApi, supportApi, type UserView } from '@platform/contracts';
import { handle, screenRenderer } from '@platform/ui/testing';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { routes } from '../app/routes.tsx';
import { i18n } from '../lib/i18n.ts';
import { useSession } from '../lib/session.ts';

/** The user a screen is rendered for unless a test says otherwise. */
export const TRADER: UserView = {
  userId: 7,
  username: 'trader',
  email: 'trader@example.com',
  inviteCode: 'ABCD2345',
  invitedBy: null,
  language: 'en',
  roles: [],
  createdAt: '2026-01-05T09:00:00.000Z',
};

export const renderTrade = screenRenderer<{ signedIn: UserView | false }>({
  routes,
  i18n,
  createQueryClient,
  Providers: AppProviders,
  prepare({ signedIn = TRADER }) {
    useSession.setState({ token: null, user: null, signedOutBecause: null });
    // What the shell asks on every screen: the support launcher's settings (the built-in chat, no widget).
    const shell = [handle(supportApi.config, { widget: null })];
    if (!signedIn) return shell;
    useSession.getState().signIn('test-token', signedIn);
    // And for a signed-in user: the user (app/session-sync.tsx), the inbox badge, the support chat's history.
    return [
      ...shell,
      handle(identityApi.getUserInfo, signedIn),
      handle(inboxApi.unread, { unread: 0 }),
      handle(supportApi.conversation, null),
      handle(supportApi.messages, { rows: [], hasMore: false }),
    ];
  },
});
