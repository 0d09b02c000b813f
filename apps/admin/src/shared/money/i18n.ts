import { defineTexts, MONEY_WORDS } from '@platform/ui';
import english from './i18n.en.json';
import chinese from './i18n.zh.json';

// Under the `money` key: the names of the money domain's states and kinds, shared by the money pages.

/** The words this module shares with the other apps, from the vocabulary. */
const withWords = (texts: typeof english, vocabulary: typeof MONEY_WORDS.en) => ({
  ...texts,
  entryTypes: vocabulary.entryTypes,
  currencies: vocabulary.currencies,
  status: vocabulary.reviewStatus,
});

export const moneyText = defineTexts(withWords(english, MONEY_WORDS.en), withWords(chinese, MONEY_WORDS.zh));
