// Texts of the case page's Agreement section (issue 15 §4: both parties sign), kept beside i18n.ts under
// `cases.agreement`.
import { defineTexts, MEDIATION_WORDS } from '@platform/ui';
import english from './agreement-i18n.en.json';
import chinese from './agreement-i18n.zh.json';

/** The words this module shares with the other apps, from the vocabulary. */
const withWords = (texts: typeof english, vocabulary: typeof MEDIATION_WORDS.en) => ({
  ...texts,
  roles: vocabulary.operatorRoles,
});

export const agreementText = defineTexts(
  withWords(english, MEDIATION_WORDS.en),
  withWords(chinese, MEDIATION_WORDS.zh),
);
