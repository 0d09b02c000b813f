// A part rendered to HTML (server-side, no DOM) as an app shows it: the app's i18n, Mantine, a query client and a
// router. Each app binds it to its i18n in `src/testing/`, for the `*.test.tsx` files that read what a part says.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';

/** The markup of `node` in `i18n`'s current language, with `client`'s cached answers, at the route `at`. */
export function renderStaticMarkup(i18n: i18n, node: ReactNode, client = new QueryClient(), at = '/'): string {
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
