import { defineTexts } from '../texts.ts';
import english from './mediation.en.json';
import chinese from './mediation.zh.json';

/** A settlement proposal's states and answers, operator roles and real-name states. */
export const MEDIATION_WORDS = defineTexts(english, chinese);
