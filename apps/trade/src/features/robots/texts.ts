// Texts of AI trading robots: the catalogue, a robot's rules in words, its parameters, fees and backtest, the buy or
// rent form and its confirmation, the user's robots (purchase history), one robot's income, controls and trade log.
import { ROBOT_WORDS, textsWithWords } from '@platform/ui';
import { featureTexts } from '../../lib/i18n.ts';
import english from './texts.en.json';
import chinese from './texts.zh.json';

export const ROBOTS = featureTexts(
  'robots',
  textsWithWords(english, chinese, ROBOT_WORDS, { strategy: 'robotStrategies', rules: 'robotRules' }),
);
