import { defineTexts } from '@platform/ui';
import english from './cases.en.json';
import chinese from './cases.zh.json';

export const publishedCasesText = defineTexts(english, chinese);
