import { createI18n } from '@platform/ui';
import { authText } from '../features/auth/i18n.ts';
import { sharedText } from '../shared/i18n.ts';
import { shellText } from './shell/i18n.ts';

// The back office's texts: one key per feature in the `app` namespace, beside the shared `common` one. Those of
// log-in (and of the shell's error and loading states) come with the entry; every page's are added by
// `loadPageTexts`, which the shell awaits before it shows a page.
const parts = {
  shared: sharedText,
  shell: shellText,
  auth: authText,
};

type Parts = Record<string, { en: object; zh: object }>;
const pick = (from: Parts, language: 'en' | 'zh') =>
  Object.fromEntries(Object.entries(from).map(([key, text]) => [key, text[language]]));

export const i18n = createI18n({ en: pick(parts, 'en'), zh: pick(parts, 'zh') });

let pageTextsLoaded: Promise<void> | null = null;

/** Adds every page's texts to the `app` namespace, once (again after a failure, at the next call). */
export function loadPageTexts(): Promise<void> {
  pageTextsLoaded ??= import('./page-texts.ts').then(
    ({ pageTexts }) => {
      for (const language of ['en', 'zh'] as const) {
        i18n.addResourceBundle(language, 'app', pick(pageTexts, language), true, true);
      }
    },
    (error: unknown) => {
      pageTextsLoaded = null;
      throw error;
    },
  );
  return pageTextsLoaded;
}

/** The texts of the shell and of log-in as their screens read them (shared/texts.ts). */
export type ShellTexts = { shell: typeof shellText.en; auth: typeof authText.en };
