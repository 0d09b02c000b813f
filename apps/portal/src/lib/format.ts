// Dates, localized reference texts and file addresses, the same way on every page.
import type { LocalizedText } from '@platform/contracts';
import { useDateFormat, useTexts } from '@platform/ui';
import { useCallback } from 'react';
import { APP } from './i18n.ts';

/** Formatting bound to the current language. */
export function useFormat() {
  const { i18n } = useTexts(APP);
  const language = i18n.language;
  const { date, dateTime } = useDateFormat();
  return {
    language,
    /** Empty when there is no date, so a sentence never shows 'null'. */
    date: useCallback((iso: string | null | undefined) => date(iso) ?? '', [date]),
    dateTime: useCallback((iso: string | null | undefined) => dateTime(iso) ?? '', [dateTime]),
    /** A text the server holds in both languages. */
    text: useCallback((text: LocalizedText) => (language === 'zh' ? text.zh : text.en), [language]),
    /** A label table from contracts ({ en, zh } per value). */
    label: useCallback(
      <K extends string>(labels: Record<K, LocalizedText>, value: K) => {
        const entry = labels[value];
        return entry ? (language === 'zh' ? entry.zh : entry.en) : value;
      },
      [language],
    ),
  };
}

/** The address of a stored file (`/file/…` as the server gives it), under the API base. */
export const fileUrl = (path: string) => `/api${path}`;
