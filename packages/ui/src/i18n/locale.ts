// The one place an app language becomes a locale: `<html lang>`, Intl dates and names, the external chat widget.
import type { Language } from '@platform/contracts';
import { COMMON, useTexts } from './texts.ts';

interface Locale {
  /** The `lang` attribute of the page and of a language's own name. */
  html: string;
  /** The BCP-47 tag Intl formats dates, times and names with. */
  intl: string;
  /** The locale code of the external chat widget (Chatwoot writes it with an underscore). */
  chatWidget: string;
}

export const LOCALES: Record<Language, Locale> = {
  en: { html: 'en', intl: 'en-GB', chatWidget: 'en' },
  zh: { html: 'zh-CN', intl: 'zh-CN', chatWidget: 'zh_CN' },
};

/** The locale of a language as i18next reports it; anything but Chinese reads as English (the fallback). */
export const localeOf = (language: string): Locale => (language === 'zh' ? LOCALES.zh : LOCALES.en);

/** The value of `<html lang>` for a language. */
export const htmlLang = (language: string) => localeOf(language).html;

/** The Intl locale of a language. */
export const intlLocale = (language: string) => localeOf(language).intl;

/** The Intl locale of the current language. */
export function useIntlLocale(): string {
  const { i18n } = useTexts(COMMON);
  return intlLocale(i18n.language);
}
