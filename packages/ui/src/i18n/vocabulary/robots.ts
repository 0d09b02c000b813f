import { defineTexts } from '../texts.ts';
import english from './robots.en.json';
import chinese from './robots.zh.json';

/** Robot strategies and their rules. */
export const ROBOT_WORDS = defineTexts(english, chinese);
