// Screens rendered server-side (no DOM) inside the portal's providers, for tests that read the markup in the language
// i18n is set to. The test installs local storage first (installMemoryStorage from @platform/ui, in `vi.hoisted`).
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { i18n } from '../lib/i18n.ts';

/** The markup of `node`, with `client`'s cached answers, at the route `at`. */
export function renderMarkup(node: ReactNode, client = new QueryClient(), at = '/'): string {
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[at]}>{node}</MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}
