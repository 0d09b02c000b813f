import { defineTexts } from '@platform/ui';
import { featureTexts } from '../../lib/i18n.ts';
import english from './chart-texts.en.json';
import chinese from './chart-texts.zh.json';

/** The chart's own texts (type, indicators, their settings, the legend, full screen). */
export const CHART = featureTexts('quoteChart', defineTexts(english, chinese));
