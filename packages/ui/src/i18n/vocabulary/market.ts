import { defineTexts } from '../texts.ts';
import english from './market.en.json';
import chinese from './market.zh.json';

/** A market's states. */
export const MARKET_WORDS = defineTexts(english, chinese);
