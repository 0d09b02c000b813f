// Choosing the app's language, shared by the header's menu and the settings pages' radio group.
import type { Language } from '@platform/contracts';
import { isLanguage } from './create-i18n.ts';
import { COMMON, useTexts } from './texts.ts';

/** The current language and a `choose` that switches to another one, then calls `onChange` (e.g. to tell the server). */
export function useChooseLanguage(onChange?: (language: Language) => void) {
  const { i18n } = useTexts(COMMON);
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const choose = (language: string) => {
    if (!isLanguage(language) || language === current) return;
    void i18n.changeLanguage(language).then(() => onChange?.(language));
  };
  return { current, choose };
}
