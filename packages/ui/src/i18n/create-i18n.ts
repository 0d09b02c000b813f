import { DEFAULT_LANGUAGE, LANGUAGES, type Language, STORAGE_KEYS } from '@platform/contracts';
import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { common, messageTexts } from './common.ts';
import { htmlLang } from './locale.ts';

export function storedLanguage(): Language {
  const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEYS.language);
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : DEFAULT_LANGUAGE;
}

export const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/**
 * One i18next instance per app: the shared `common` namespace, the server's `messages` catalogue, plus the app's own
 * (`app`). English is the default and the fallback; the choice is kept in local storage and mirrored on <html lang>.
 */
export function createI18n(app: { en: Record<string, unknown>; zh: Record<string, unknown> }): i18n {
  const instance = i18next.createInstance();
  const resources: Resource = {
    en: { common: common.en, messages: messageTexts.en, app: app.en },
    zh: { common: common.zh, messages: messageTexts.zh, app: app.zh },
  };
  const lng = storedLanguage();
  void instance.use(initReactI18next).init({
    initAsync: false,
    resources,
    lng,
    fallbackLng: 'en',
    ns: ['app', 'common', 'messages'],
    defaultNS: 'app',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
  });
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
export function addTexts(instance: i18n, namespace: string, texts: { en: object; zh: object }): string {
  instance.addResourceBundle('en', namespace, texts.en, true, true);
  instance.addResourceBundle('zh', namespace, texts.zh, true, true);
  return namespace;
}
