import { MEDIATION_WORDS, textsWithWords } from '@platform/ui';
import { featureTexts } from '../i18n.ts';
import english from './record-texts.en.json';
import chinese from './record-texts.zh.json';

/** Texts of who has signed an agreement and what each signature recorded, for either party's page. */
export const SIGNATURES = featureTexts(
  'signatures',
  textsWithWords(english, chinese, MEDIATION_WORDS, { role: 'operatorRoles' }),
);
