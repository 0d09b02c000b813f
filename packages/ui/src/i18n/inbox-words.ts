// Inbox messages as every app shows them: their words in the reader's language, amounts through the one money
// formatter (grouped, exact), days and times in the reader's date format.
import { type InboxFormat, inboxWords, type Language } from '@platform/contracts';
import { useMemo } from 'react';
import { displayAmount } from '../money/format-money.ts';
import { intlLocale } from './locale.ts';
import { COMMON, useTexts } from './texts.ts';
import { dateFormats } from './use-date-format.ts';

/** The formats a message's params are written in, for `language`: a day stays that day in every zone. */
export function inboxFormat(language: Language, timeZone?: string): InboxFormat {
  const locale = intlLocale(language);
  const days = dateFormats(locale, { timeZone: 'UTC' });
  const times = dateFormats(locale, timeZone ? { timeZone } : {});
  return {
    amount: (value, currency) => displayAmount(value, currency),
    day: (day) => days.date(`${day}T00:00:00Z`),
    dateTime: (iso) => times.dateTime(iso),
  };
}

type Message = Parameters<typeof inboxWords>[0];

/** A message's title and body in `language`, amounts and dates formatted (outside React: toasts). */
export const messageWords = (message: Message, language: Language, timeZone?: string) =>
  inboxWords(message, language, inboxFormat(language, timeZone));

/** A message's title and body in the app's language. */
export function useInboxWords(): (message: Message) => { title: string; body: string } {
  const { i18n } = useTexts(COMMON);
  const language: Language = i18n.language.startsWith('zh') ? 'zh' : 'en';
  return useMemo(() => {
    const format = inboxFormat(language);
    return (message: Message) => inboxWords(message, language, format);
  }, [language]);
}
