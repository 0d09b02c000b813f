// Renders an app's screen as the app does: its providers (Mantine, i18n, a fresh TanStack Query client), its routes in
// a memory router at the path given, in the language and at the width given, with the API and the live socket faked.
// Each app binds it once to its own routes and providers (apps/<app>/src/testing/); tests call that binding.
import type { Language } from '@platform/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { createFakeApi, type Handler } from './fake-api.ts';
import { createFakeSocket } from './fake-socket.ts';
import { setViewport, type Viewport } from './viewport.ts';

/** The API and the socket every render in a test file talks to (dom-setup.ts installs and resets them per test). */
export const fakeApi = createFakeApi();
export const fakeSocket = createFakeSocket();

/** What the kit needs of an app to render its screens. */
export interface AppUnderTest<Extra> {
  routes: RouteObject[];
  i18n: i18n;
  /** A client configured as the app's own, new for each render so no answer is shared between tests. */
  createQueryClient: () => QueryClient;
  /** The app's providers (the ones its entry renders), given the render's query client. */
  Providers: ComponentType<{ queryClient: QueryClient; children: ReactNode }>;
  /** Sets up what the app keeps outside React for this render (the session, say); returns handlers it needs. */
  prepare?: (options: Partial<Extra>) => Handler[];
}

export interface ScreenOptions {
  /** Handlers for the requests the screen makes; a request none answers fails the test. */
  api?: Handler[];
  language?: Language;
  viewport?: Viewport;
}

/** Binds the kit to an app: `const renderTrade = screenRenderer({ routes, i18n, … })`. */
export function screenRenderer<Extra extends object = Record<never, never>>(app: AppUnderTest<Extra>) {
  return async function renderScreen(path: string, options: ScreenOptions & Partial<Extra> = {}) {
    const { api = [], language = 'en', viewport = 'phone' } = options;
    setViewport(viewport);
    await app.i18n.changeLanguage(language);
    await app.i18n.loadNamespaces('messages');
    fakeApi.use(...(app.prepare?.(options) ?? []), ...api);

    const queryClient = app.createQueryClient();
    const router = createMemoryRouter(app.routes, { initialEntries: [path] });
    const user = userEvent.setup();
    const view = render(
      <app.Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </app.Providers>,
    );
    // The route's code loads first (lazy routes): the screen is there once the router has settled.
    await waitFor(
      () => {
        if (!router.state.initialized || router.state.navigation.state !== 'idle') throw new Error('Route loading');
      },
      { timeout: 15_000 },
    );
    return { ...view, user, router, queryClient, api: fakeApi, socket: fakeSocket };
  };
}
