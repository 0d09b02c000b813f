import { useMemo } from 'react';
import { useIntlLocale } from './locale.ts';

/** Formats an ISO date string; nothing (null) in, null out, so a screen can show its own placeholder. */
export interface FormatIso {
  (iso: string): string;
  (iso: string | null | undefined): string | null;
}

export interface DateFormat {
  /** A date: 5 Mar 2025 / 2025年3月5日. */
  date: FormatIso;
  /** A date and a time: 5 Mar 2025, 14:30 (with seconds when asked for). */
  dateTime: FormatIso;
}

function formatter(format: Intl.DateTimeFormat): FormatIso {
  return ((iso: string | null | undefined) => (iso ? format.format(new Date(iso)) : null)) as FormatIso;
}

/**
 * Dates and times in the reader's language, the same way in every app. The back office asks for seconds: operators
 * compare events of the same minute in the audit trail.
 */
export function useDateFormat({ seconds = false }: { seconds?: boolean } = {}): DateFormat {
  const locale = useIntlLocale();
  return useMemo(
    () => ({
      date: formatter(new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })),
      dateTime: formatter(
        new Intl.DateTimeFormat(locale, {
          dateStyle: 'medium',
          timeStyle: seconds ? 'medium' : 'short',
          hour12: false,
        }),
      ),
    }),
    [locale, seconds],
  );
}
