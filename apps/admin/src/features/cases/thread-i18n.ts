// Texts of the case page's Conversation section (issue 15 §1), kept beside i18n.ts under `cases.thread`.
import { defineTexts, MEDIATION_WORDS } from '@platform/ui';
import english from './thread-i18n.en.json';
import chinese from './thread-i18n.zh.json';

/** The words this module shares with the other apps, from the vocabulary. */
const withWords = (texts: typeof english, vocabulary: typeof MEDIATION_WORDS.en) => ({
  ...texts,
  proposals: { ...texts.proposals, status: vocabulary.proposalStatus, answers: vocabulary.proposalAnswers },
});

export const threadText = defineTexts(withWords(english, MEDIATION_WORDS.en), withWords(chinese, MEDIATION_WORDS.zh));
