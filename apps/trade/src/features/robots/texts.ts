// Texts of AI trading robots: the catalogue, a robot's rules in words, its parameters, fees and backtest, the buy or
// rent form and its confirmation, the user's robots (purchase history), one robot's income, controls and trade log.
import { defineTexts, ROBOT_WORDS } from '@platform/ui';
import { featureTexts } from '../../lib/i18n.ts';
import english from './texts.en.json';
import chinese from './texts.zh.json';

/** The words this module shares with the other apps, from the vocabulary. */
const withWords = (texts: typeof english, vocabulary: typeof ROBOT_WORDS.en) => ({
  ...texts,
  strategy: vocabulary.robotStrategies,
  rules: vocabulary.robotRules,
});

export const ROBOTS = featureTexts(
  'robots',
  defineTexts(withWords(english, ROBOT_WORDS.en), withWords(chinese, ROBOT_WORDS.zh)),
);
