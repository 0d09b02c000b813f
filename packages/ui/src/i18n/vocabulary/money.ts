import { defineTexts } from '../texts.ts';
import english from './money.en.json';
import chinese from './money.zh.json';

/** Ledger entry types, currencies and the review states of deposits and withdrawals. */
export const MONEY_WORDS = defineTexts(english, chinese);
