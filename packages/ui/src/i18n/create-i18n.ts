import { loadMessages } from '@platform/client';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, MISSING_TEXT, STORAGE_KEYS } from '@platform/contracts';
import i18next, { type BackendModule, type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { common } from './common.ts';
import { LIMIT_VARIABLES } from './limit-variables.ts';
import { htmlLang } from './locale.ts';
import type { TextsNamespace } from './texts.ts';

export function storedLanguage(): Language {
  const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEYS.language);
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : DEFAULT_LANGUAGE;
}

export const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/**
 * Where i18next finds a namespace the app did not bundle: only the `messages` catalogue, fetched in the app's language
 * (and English, the fallback) as the app starts, and in Chinese the first time the app turns Chinese. i18next loads it
 * before it switches (`changeLanguage` resolves, and the page changes, once the texts are here), and react-i18next
 * holds a screen that needs it until then, so no key ever shows.
 */
const catalogueBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    if (namespace !== 'messages') return callback(null, {});
    loadMessages(language).then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/**
 * One i18next instance per app: the shared `common` namespace, the server's `messages` catalogue, plus the app's own
 * (`app`). English is the default and the fallback; the choice is kept in local storage and mirrored on <html lang>.
 * `app` and `common` come with the app in both languages, so the instance is ready at once and the first paint has its
 * texts; the catalogue is fetched right after (`catalogueBackend`), off the first load, and only the screens that read
 * it (forms' messages, mostly) wait for it.
 */
export function createI18n(app: { en: Record<string, unknown>; zh: Record<string, unknown> }): i18n {
  const instance = i18next.createInstance();
  const resources: Resource = {
    en: { common: common.en, app: app.en },
    zh: { common: common.zh, app: app.zh },
  };
  const lng = storedLanguage();
  void instance
    .use(catalogueBackend)
    .use(initReactI18next)
    .init({
      initAsync: false,
      resources,
      partialBundledLanguages: true,
      lng,
      fallbackLng: 'en',
      ns: ['app', 'common'],
      defaultNS: 'app',
      fallbackNS: 'common',
      interpolation: { escapeValue: false, defaultVariables: LIMIT_VARIABLES },
      // Development and the browser tests' build mark a text that has no translation (⟦key⟧), which the accessibility
      // sweeps look for on every page: a raw key once reached a screen unnoticed. Production shows the key as it is.
      ...(import.meta.env.DEV || import.meta.env.VITE_CHECK_RESPONSES === 'true'
        ? { parseMissingKeyHandler: (key: string, defaultValue?: string) => defaultValue ?? `${MISSING_TEXT}${key}⟧` }
        : {}),
    });
  // Named after init, so init finds every namespace it loads bundled and is done at once; from here on `messages` is
  // one of the namespaces a change of language loads before it switches.
  void instance.loadNamespaces('messages');
  const reflect = (language: string) => {
    if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(language);
  };
  reflect(lng);
  instance.on('languageChanged', (language) => {
    localStorage.setItem(STORAGE_KEYS.language, language);
    reflect(language);
  });
  return instance;
}

/** Adds a feature's namespace to an app's instance (features call it when their module loads). */
export function addTexts<T extends object>(
  instance: i18n,
  namespace: string,
  texts: { en: T; zh: object },
): TextsNamespace<T> {
  instance.addResourceBundle('en', namespace, texts.en, true, true);
  instance.addResourceBundle('zh', namespace, texts.zh, true, true);
  return namespace;
}
