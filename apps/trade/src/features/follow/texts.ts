// Texts of institution follow: the institutions, an institution's rules, record, fees and follow form, the preview
// shown before confirming, and the user's follow orders in the trading records.
import { FOLLOW_LIMITS } from '@platform/contracts';
import { defineTexts, groupDigits } from '@platform/ui';
import { featureTexts } from '../../lib/i18n.ts';
import english from './texts.en.json';
import chinese from './texts.zh.json';

export const FOLLOW = featureTexts('follow', defineTexts(english, chinese));

/** The range a follow order's amount hint states (`{{followMin}}`, `{{followMax}}`), from the contract. */
export const FOLLOW_RANGE = {
  followMin: groupDigits(FOLLOW_LIMITS.minAmount),
  followMax: groupDigits(FOLLOW_LIMITS.maxAmount),
};
