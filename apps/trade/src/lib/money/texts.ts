// Texts every money screen shares: accounts, currencies, networks, states and entry types, in both languages.
import { defineTexts, MONEY_WORDS } from '@platform/ui';
import { featureTexts } from '../i18n.ts';
import english from './texts.en.json';
import chinese from './texts.zh.json';

/** The words this module shares with the other apps, from the vocabulary. */
const withWords = (texts: typeof english, vocabulary: typeof MONEY_WORDS.en) => ({
  ...texts,
  entryType: vocabulary.entryTypes,
  currency: vocabulary.currencies,
  depositStatus: vocabulary.reviewStatus,
  withdrawalStatus: vocabulary.reviewStatus,
});

export const MONEY = featureTexts(
  'money',
  defineTexts(withWords(english, MONEY_WORDS.en), withWords(chinese, MONEY_WORDS.zh)),
);
