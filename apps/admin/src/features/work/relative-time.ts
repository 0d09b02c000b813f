import { useIntlLocale } from '@platform/ui';
import { useMemo } from 'react';

const UNITS: ReadonlyArray<readonly [Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "in 3 days" / "2 hours ago" (3天后 / 2小时前) in the reader's language, in the largest whole unit. */
export function useRelativeTime(): (at: string, now?: number) => string {
  const locale = useIntlLocale();
  return useMemo(() => {
    const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    return (at: string, now = Date.now()) => {
      const diff = Date.parse(at) - now;
      const [unit, size] = UNITS.find(([, ms]) => Math.abs(diff) >= ms) ?? UNITS[UNITS.length - 1]!;
      return format.format(Math.round(diff / size), unit);
    };
  }, [locale]);
}
