// Screens rendered server-side (no DOM) inside the trade app's providers, in English or Chinese, for tests that read
// the markup. The test installs local storage first (installMemoryStorage from @platform/ui, in `vi.hoisted`).
import { MantineProvider } from '@mantine/core';
import { markupWords } from '@platform/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { i18n } from '../lib/i18n.ts';

export type Language = 'en' | 'zh';

/** The markup of `node` in `language`, with `client`'s cached answers, at the route `at`. */
export async function renderMarkup(
  language: Language,
  node: ReactNode,
  client = new QueryClient(),
  at = '/',
): Promise<string> {
  await i18n.changeLanguage(language);
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

/** The words of the element carrying `data-testid`, up to its closing tag `close`. */
export function shownAs(html: string, testId: string, close = '</dd>'): string {
  const at = html.indexOf(`data-testid="${testId}"`);
  if (at < 0) throw new Error(`nothing shown as ${testId}`);
  const start = html.indexOf('>', at) + 1;
  return markupWords(html.slice(start, html.indexOf(close, start))).trim();
}
