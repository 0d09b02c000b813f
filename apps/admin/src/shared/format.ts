import { useTranslation } from 'react-i18next';

const locales: Record<string, string> = { en: 'en-GB', zh: 'zh-CN' };

/** Dates and times in the operator's language: an ISO string in, a local date and time out. */
export function useFormatDateTime() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(locales[i18n.language] ?? 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'medium',
  });
  return (iso: string | null | undefined) => (iso ? format.format(new Date(iso)) : null);
}
