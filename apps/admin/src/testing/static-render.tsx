// The back office's parts rendered to HTML (server-side, no DOM), for the `*.test.tsx` files that read what a part
// says. Such a file first puts local storage in place (the session reads it on import):
//   await vi.hoisted(async () => (await import('@platform/ui')).installMemoryStorage());
import { MantineProvider } from '@mantine/core';
import { markupWords } from '@platform/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll } from 'vitest';
import { i18n, loadPageTexts } from '../app/i18n.ts';
import type { ResourceTableDescription } from '../shared/resource/resource-screen.ts';
import { ResourceTable } from '../shared/resource/resource-table.tsx';

export interface StaticOptions {
  /** The query client the part reads (answers already set in it); an empty one unless given. */
  client?: QueryClient;
  /** The address the part is rendered at. */
  path?: string;
}

/** The part's markup, with the back office's texts in the current language, Mantine, a query client and a router. */
export const staticHtml = (node: ReactNode, { client = new QueryClient(), path = '/' }: StaticOptions = {}) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );

/** The part's words, styles and tags stripped. */
export const staticWords = (node: ReactNode, options?: StaticOptions) => markupWords(staticHtml(node, options));

/** A resource list's table over given rows, as its page shows them before any sort (`useList`: the feature's hook). */
export function ResourceRows<Row extends RowData, S extends string>(props: {
  useList(): ResourceTableDescription<Row, S>;
  rows: Row[];
}) {
  return <ResourceTable {...props.useList()} rows={props.rows} sort={undefined} onSort={() => undefined} />;
}

/** The pages' texts loaded before the file's tests, which start in English and leave English for the next file. */
export function withPageTexts() {
  beforeAll(async () => {
    await loadPageTexts();
    await i18n.changeLanguage('en');
  });
  afterAll(async () => {
    await i18n.changeLanguage('en');
  });
}

export { i18n } from '../app/i18n.ts';
