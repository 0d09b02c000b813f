// Texts of the back office's robot products: the catalogue with each product's rules and uptake, and its editor.
import { defineTexts, ROBOT_WORDS } from '@platform/ui';
import type { FeatureTexts } from '../../shared/texts.ts';
import english from './i18n.en.json';
import chinese from './i18n.zh.json';

/** The words this module shares with the other apps, from the vocabulary. */
const withWords = (texts: typeof english, vocabulary: typeof ROBOT_WORDS.en) => ({
  ...texts,
  strategy: vocabulary.robotStrategies,
  rules: vocabulary.robotRules,
});

export const robotsText = defineTexts(withWords(english, ROBOT_WORDS.en), withWords(chinese, ROBOT_WORDS.zh));

/** This feature's texts as its screens read them (shared/texts.ts). */
export type ScreenTexts = FeatureTexts<'robots', typeof robotsText>;
