import { MONEY_WORDS, textsWithWords } from '@platform/ui';
import english from './i18n.en.json';
import chinese from './i18n.zh.json';

// Under the `money` key: the names of the money domain's states and kinds, shared by the money pages.

export const moneyText = textsWithWords(english, chinese, MONEY_WORDS, {
  entryTypes: 'entryTypes',
  currencies: 'currencies',
  status: 'reviewStatus',
});
