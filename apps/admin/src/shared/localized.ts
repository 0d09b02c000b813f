import { intlLocale } from '@platform/ui';
import { useAppTexts } from './texts.ts';

/** Picks the operator's language from a contracts label (`{ en, zh }`), so a state or category is named once. */
export function useLocalized() {
  const { i18n } = useAppTexts();
  return (text: { en: string; zh: string }) => (i18n.language === 'zh' ? text.zh : text.en);
}

/** A country's name from its ISO code (`GB` → United Kingdom / 英国), with the code beside it. */
export function useRegionName() {
  const { i18n } = useAppTexts();
  const names = new Intl.DisplayNames([intlLocale(i18n.language)], { type: 'region', fallback: 'code' });
  return (code: string) => {
    try {
      const name = names.of(code);
      return name && name !== code ? `${name} (${code})` : code;
    } catch {
      return code;
    }
  };
}
