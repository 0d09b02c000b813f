import { MEDIATION_WORDS, textsWithWords } from '@platform/ui';
import { featureTexts } from '../../lib/i18n.ts';
import english from './texts.en.json';
import chinese from './texts.zh.json';

export const REALNAME = featureTexts(
  'realname',
  textsWithWords(english, chinese, MEDIATION_WORDS, { status: 'realNameStates' }),
);
