// Texts of institution follow: the institutions, an institution's rules, record, fees and follow form, the preview
// shown before confirming, and the user's follow orders in the trading records.
import { defineTexts } from '@platform/ui';
import { featureTexts } from '../../lib/i18n.ts';
import english from './texts.en.json';
import chinese from './texts.zh.json';

export const FOLLOW = featureTexts('follow', defineTexts(english, chinese));
