import { useMemo } from 'react';
import { useIntlLocale } from './locale.ts';

/** An instant: an ISO string from the server, or milliseconds since the epoch (chart bars, quotes). */
export type Instant = string | number;

/** Formats an instant; nothing (null) in, null out, so a screen can show its own placeholder. */
export interface FormatIso {
  (at: Instant): string;
  (at: Instant | null | undefined): string | null;
}

export interface DateFormat {
  /** A date: 5 Mar 2025 / 2025年3月5日. */
  date: FormatIso;
  /** A date and a time: 5 Mar 2025, 14:30 / 2025年3月5日 14:30 (with seconds when asked for). */
  dateTime: FormatIso;
  /** A time of day, 24-hour: 14:30 (14:30:05 with seconds). */
  time: FormatIso;
  /** A day without its year, for chart axes and today's lists: 5 Mar / 3月5日. */
  shortDate: FormatIso;
  /** A month for chart axes: Mar / 3月. */
  month: FormatIso;
  /** A year for chart axes: 2025 / 2025年. */
  year: FormatIso;
}

export interface DateFormatOptions {
  /** Shows seconds in times (the back office compares events of the same minute). */
  seconds?: boolean;
  /** The zone to read instants in: the reader's own by default; 'UTC' for chart times already shifted to the exchange's. */
  timeZone?: string;
}

function formatter(format: Intl.DateTimeFormat): FormatIso {
  return ((at: Instant | null | undefined) =>
    at === null || at === undefined || at === '' ? null : format.format(new Date(at))) as FormatIso;
}

/** Every date and time format of one language: the one place the apps turn an instant into text. */
export function dateFormats(locale: string, { seconds = false, timeZone }: DateFormatOptions = {}): DateFormat {
  const zone = timeZone ? { timeZone } : {};
  const clock: Intl.DateTimeFormatOptions = {
    hour: '2-digit',
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' } : {}),
    hourCycle: 'h23',
  };
  return {
    date: formatter(new Intl.DateTimeFormat(locale, { ...zone, dateStyle: 'medium' })),
    dateTime: formatter(
      new Intl.DateTimeFormat(locale, {
        ...zone,
        dateStyle: 'medium',
        timeStyle: seconds ? 'medium' : 'short',
        hourCycle: 'h23',
      }),
    ),
    time: formatter(new Intl.DateTimeFormat(locale, { ...zone, ...clock })),
    shortDate: formatter(new Intl.DateTimeFormat(locale, { ...zone, day: 'numeric', month: 'short' })),
    month: formatter(new Intl.DateTimeFormat(locale, { ...zone, month: 'short' })),
    year: formatter(new Intl.DateTimeFormat(locale, { ...zone, year: 'numeric' })),
  };
}

/**
 * Dates and times in the reader's language, the same way in every app and every screen: use this, never
 * `toLocaleString` or a hand-made format.
 */
export function useDateFormat({ seconds = false, timeZone }: DateFormatOptions = {}): DateFormat {
  const locale = useIntlLocale();
  return useMemo(() => dateFormats(locale, { seconds, timeZone }), [locale, seconds, timeZone]);
}
