// Screens rendered server-side (no DOM) inside the trade app's providers, in English or Chinese, for tests that read
// the markup. The test installs local storage first (installMemoryStorage from @platform/ui, in `vi.hoisted`).
import { markupWords } from '@platform/ui';
import { renderStaticMarkup } from '@platform/ui/testing';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { i18n } from '../lib/i18n.ts';

export type Language = 'en' | 'zh';

/** The markup of `node` in `language`, with `client`'s cached answers, at the route `at`. */
export async function renderMarkup(
  language: Language,
  node: ReactNode,
  client?: QueryClient,
  at?: string,
): Promise<string> {
  await i18n.changeLanguage(language);
  return renderStaticMarkup(i18n, node, client, at);
}

/** The words of the element carrying `data-testid`, up to its closing tag `close`. */
export function shownAs(html: string, testId: string, close = '</dd>'): string {
  const at = html.indexOf(`data-testid="${testId}"`);
  if (at < 0) throw new Error(`nothing shown as ${testId}`);
  const start = html.indexOf('>', at) + 1;
  return markupWords(html.slice(start, html.indexOf(close, start))).trim();
}
