import { defineTexts, MEDIATION_WORDS } from '@platform/ui';
import { featureTexts } from '../i18n.ts';
import english from './texts.en.json';
import chinese from './texts.zh.json';

/** The words this module shares with the other apps, from the vocabulary. */
const withWords = (texts: typeof english, vocabulary: typeof MEDIATION_WORDS.en) => ({
  ...texts,
  proposals: { ...texts.proposals, status: vocabulary.proposalStatus, answers: vocabulary.proposalAnswers },
});

/** Texts of the case conversation and settlement proposals, the same for the applicant's and the respondent's page. */
export const CASE_THREAD = featureTexts(
  'caseThread',
  defineTexts(withWords(english, MEDIATION_WORDS.en), withWords(chinese, MEDIATION_WORDS.zh)),
);
