import { MARKET_WORDS, textsWithWords } from '@platform/ui';
import { featureTexts } from '../i18n.ts';
import english from './texts.en.json';
import chinese from './texts.zh.json';

/** Texts every market screen shares: the badge, quote fields, statuses, instrument classes. */
export const MARKET = featureTexts(
  'market',
  textsWithWords(english, chinese, MARKET_WORDS, { status: 'marketStatus' }),
);
