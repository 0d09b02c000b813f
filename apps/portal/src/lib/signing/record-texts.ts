import { defineTexts, MEDIATION_WORDS } from '@platform/ui';
import { featureTexts } from '../i18n.ts';
import english from './record-texts.en.json';
import chinese from './record-texts.zh.json';

/** The words this module shares with the other apps, from the vocabulary. */
const withWords = (texts: typeof english, vocabulary: typeof MEDIATION_WORDS.en) => ({
  ...texts,
  role: vocabulary.operatorRoles,
});

/** Texts of who has signed an agreement and what each signature recorded, for either party's page. */
export const SIGNATURES = featureTexts(
  'signatures',
  defineTexts(withWords(english, MEDIATION_WORDS.en), withWords(chinese, MEDIATION_WORDS.zh)),
);
