import type { Language } from '@platform/contracts';
import { useMemo } from 'react';
import { COMMON, useTexts } from '../i18n/texts.ts';
import { abbreviateNumber, type Figure, formatQuantity, groupDigits, trimZeros } from './number-format.ts';

/** The app language the number units follow: anything but Chinese reads as English (the fallback). */
export function useNumberLanguage(): Language {
  const { i18n } = useTexts(COMMON);
  return i18n.language === 'zh' ? 'zh' : 'en';
}

export interface NumberFormat {
  /** 3.45T / 3.45万亿: large figures in the reader's units. */
  abbreviate(value: Figure): string;
  /** 1,234,567.5: grouped, every decimal kept. */
  group(value: Figure): string;
  /** A quantity without trailing zeros, at most `decimals` places. */
  quantity(value: Figure, decimals?: number): string;
  /** Grouped, trailing zeros dropped down to `minDecimals`. */
  trim(value: Figure, minDecimals?: number): string;
}

/** The number formatters bound to the reader's language. */
export function useNumberFormat(): NumberFormat {
  const language = useNumberLanguage();
  return useMemo(
    () => ({
      abbreviate: (value) => abbreviateNumber(value, language),
      group: groupDigits,
      quantity: formatQuantity,
      trim: trimZeros,
    }),
    [language],
  );
}
