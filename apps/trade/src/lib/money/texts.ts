// Texts every money screen shares: accounts, currencies, networks, states and entry types, in both languages.
import { MONEY_WORDS, textsWithWords } from '@platform/ui';
import { featureTexts } from '../i18n.ts';
import english from './texts.en.json';
import chinese from './texts.zh.json';

export const MONEY = featureTexts(
  'money',
  textsWithWords(english, chinese, MONEY_WORDS, {
    entryType: 'entryTypes',
    currency: 'currencies',
    depositStatus: 'reviewStatus',
    withdrawalStatus: 'reviewStatus',
  }),
);
