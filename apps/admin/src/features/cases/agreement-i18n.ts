// Texts of the case page's Agreement section (issue 15 §4: both parties sign), kept beside i18n.ts under
// `cases.agreement`.
import { MEDIATION_WORDS, textsWithWords } from '@platform/ui';
import english from './agreement-i18n.en.json';
import chinese from './agreement-i18n.zh.json';

export const agreementText = textsWithWords(english, chinese, MEDIATION_WORDS, { roles: 'operatorRoles' });
