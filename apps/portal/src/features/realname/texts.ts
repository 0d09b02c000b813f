import { defineTexts, MEDIATION_WORDS } from '@platform/ui';
import { featureTexts } from '../../lib/i18n.ts';
import english from './texts.en.json';
import chinese from './texts.zh.json';

/** The words this module shares with the other apps, from the vocabulary. */
const withWords = (texts: typeof english, vocabulary: typeof MEDIATION_WORDS.en) => ({
  ...texts,
  status: vocabulary.realNameStates,
});

export const REALNAME = featureTexts(
  'realname',
  defineTexts(withWords(english, MEDIATION_WORDS.en), withWords(chinese, MEDIATION_WORDS.zh)),
);
