import { defineTexts, MARKET_WORDS } from '@platform/ui';
import { featureTexts } from '../i18n.ts';
import english from './texts.en.json';
import chinese from './texts.zh.json';

/** The words this module shares with the other apps, from the vocabulary. */
const withWords = (texts: typeof english, vocabulary: typeof MARKET_WORDS.en) => ({
  ...texts,
  status: vocabulary.marketStatus,
});

/** Texts every market screen shares: the badge, quote fields, statuses, instrument classes. */
export const MARKET = featureTexts(
  'market',
  defineTexts(withWords(english, MARKET_WORDS.en), withWords(chinese, MARKET_WORDS.zh)),
);
