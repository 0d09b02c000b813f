import { defineTexts, MEDIATION_WORDS } from '@platform/ui';
import type { FeatureTexts } from '../../shared/texts.ts';
import english from './i18n.en.json';
import chinese from './i18n.zh.json';

/** The words this module shares with the other apps, from the vocabulary. */
const withWords = (texts: typeof english, vocabulary: typeof MEDIATION_WORDS.en) => ({
  ...texts,
  customer: { ...texts.customer, realNameStates: vocabulary.realNameStates },
});

export const supportConsoleText = defineTexts(
  withWords(english, MEDIATION_WORDS.en),
  withWords(chinese, MEDIATION_WORDS.zh),
);

/** This feature's texts as its screens read them (shared/texts.ts). */
export type ScreenTexts = FeatureTexts<'supportConsole', typeof supportConsoleText>;
