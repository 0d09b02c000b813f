// The back office bound to the component test kit (@platform/ui/testing): its routes, providers and session. A test
// renders a path as a signed-in operator (the admin unless it says `operator: …`, or `operator: false` for signed
// out), with handlers for what the screen asks the API. The operator has two-factor on, as the shell requires.
import { type EndpointDefinition, identityApi, twoFactorApi, type UserView } from '@platform/contracts';
import { UiProviders } from '@platform/ui';
import { handle, screenRenderer } from '@platform/ui/testing';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { i18n } from '../app/i18n.ts';
import { routes } from '../app/routes.tsx';
import { queryClient } from '../shared/query-client.ts';
import { session } from '../shared/session.ts';

/** The operator a screen is rendered for unless a test says otherwise. */
export const ADMIN: UserView = {
  userId: 1,
  username: 'admin',
  email: 'admin@example.com',
  inviteCode: 'ADMN2345',
  invitedBy: null,
  language: 'en',
  roles: ['admin'],
  createdAt: '2026-01-02T09:00:00.000Z',
};

/** An operator with other roles (a reviewer, a mediator…). */
export const operatorWith = (roles: UserView['roles'], userId = 2): UserView => ({
  ...ADMIN,
  userId,
  username: roles.join('-'),
  email: `${roles.join('-')}@example.com`,
  roles,
});

// The shell keeps the back office's one query client (shared/query-client.ts): each render starts it empty.
function createQueryClient(): QueryClient {
  queryClient.clear();
  return queryClient;
}

function Providers({ queryClient: client, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <UiProviders i18n={i18n}>{children}</UiProviders>
    </QueryClientProvider>
  );
}

export const renderAdmin = screenRenderer<{ operator: UserView | false }>({
  routes,
  i18n,
  createQueryClient,
  Providers,
  prepare({ operator = ADMIN }) {
    session.setState({ token: null, user: null, signedOutBecause: null });
    if (!operator) return [];
    session.getState().signIn('test-token', operator);
    // What the shell asks on every screen: the operator as the server knows them (shell-layout.tsx) and whether
    // they have a second factor (features/auth/two-factor-gate.tsx: on, or the page is the enrolment).
    return [
      handle(identityApi.getUserInfo, operator),
      handle(twoFactorApi.status, { enabled: true, recoveryCodesLeft: 10 }),
    ];
  },
});

/**
 * For the first wait on a screen: its page's code and texts load then (lazy routes), which takes a while on a busy
 * machine. Later waits use the kit's default.
 */
export const FIRST = { timeout: 30_000 } as const;

/** The table row that shows `text` (within `container`, the whole screen unless given), once it is drawn. */
export const rowWith = (text: string, container: HTMLElement = document.body) =>
  waitFor(() => {
    const row = within(container)
      .getAllByRole('row')
      .find((r) => r.textContent?.includes(text));
    if (!row) throw new Error(`No row with ${text}`);
    return row;
  }, FIRST);

/** Asserts that `element` (a table row, a dialog) shows each of `texts`, as a row lists an item's terms. */
export function expectToShow(element: HTMLElement, texts: readonly string[]) {
  for (const text of texts) expect(element.textContent).toContain(text);
}

/**
 * Sorts a list from its heading (the column's name): the list's endpoint is asked in that order (`sort`, as its query
 * carries it) and the heading says which way.
 */
export async function sortsFromHeading(
  { user, api }: Pick<Awaited<ReturnType<typeof renderAdmin>>, 'user' | 'api'>,
  endpoint: EndpointDefinition,
  heading: RegExp,
  sort: string,
) {
  const column = () => screen.getByRole('columnheader', { name: heading });
  await user.click(within(await waitFor(column, FIRST)).getByRole('button'));
  await waitFor(() => expect(api.callsTo(endpoint).at(-1)?.query).toMatchObject({ sort }));
  expect(column().getAttribute('aria-sort')).toBe(sort.startsWith('-') ? 'descending' : 'ascending');
}
