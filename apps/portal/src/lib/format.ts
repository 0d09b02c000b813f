// Dates, localized reference texts and file addresses, the same way on every page.
import type { LocalizedText } from '@platform/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const locale = (language: string) => (language === 'zh' ? 'zh-CN' : 'en-GB');

export function formatDate(iso: string | null | undefined, language: string): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(locale(language), { dateStyle: 'medium' }).format(new Date(iso));
}

export function formatDateTime(iso: string | null | undefined, language: string): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(locale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** Formatting bound to the current language. */
export function useFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    language,
    date: useCallback((iso: string | null | undefined) => formatDate(iso, language), [language]),
    dateTime: useCallback((iso: string | null | undefined) => formatDateTime(iso, language), [language]),
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

/** An exact decimal amount with its currency, as the server sent it (never through a float). */
export const money = (amount: string | null | undefined, currency: string | null | undefined) =>
  amount ? `${amount} ${currency ?? ''}`.trim() : '';
