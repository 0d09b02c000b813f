// Texts of the back office's robot products: the catalogue with each product's rules and uptake, and its editor.
import { ROBOT_WORDS, textsWithWords } from '@platform/ui';
import type { FeatureTexts } from '../../shared/texts.ts';
import english from './i18n.en.json';
import chinese from './i18n.zh.json';

export const robotsText = textsWithWords(english, chinese, ROBOT_WORDS, {
  strategy: 'robotStrategies',
  rules: 'robotRules',
});

/** This feature's texts as its screens read them (shared/texts.ts). */
export type ScreenTexts = FeatureTexts<'robots', typeof robotsText>;
