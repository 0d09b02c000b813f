import { defineTexts, MARKET_WORDS } from '@platform/ui';
import english from './i18n.en.json';
import chinese from './i18n.zh.json';

// Under the `market` key: what every market screen of the back office shares (badge, classes, statuses).

/** The words this module shares with the other apps, from the vocabulary. */
const withWords = (texts: typeof english, vocabulary: typeof MARKET_WORDS.en) => ({
  ...texts,
  status: vocabulary.marketStatus,
});

export const marketText = defineTexts(withWords(english, MARKET_WORDS.en), withWords(chinese, MARKET_WORDS.zh));
