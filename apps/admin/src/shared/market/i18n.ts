import { MARKET_WORDS, textsWithWords } from '@platform/ui';
import english from './i18n.en.json';
import chinese from './i18n.zh.json';

// Under the `market` key: what every market screen of the back office shares (badge, classes, statuses).

export const marketText = textsWithWords(english, chinese, MARKET_WORDS, { status: 'marketStatus' });
