import type { TranslateIn } from '@platform/ui';
import type { MINING } from './texts.ts';

/** A settlement period's length in the largest whole unit: 1440 → "1 day", 120 → "2 hours", 90 → "90 minutes". */
export function periodLength(t: TranslateIn<typeof MINING>, minutes: number): string {
  if (minutes % 1440 === 0) return t('contract.length.days', { count: minutes / 1440 });
  if (minutes % 60 === 0) return t('contract.length.hours', { count: minutes / 60 });
  return t('contract.length.minutes', { count: minutes });
}
