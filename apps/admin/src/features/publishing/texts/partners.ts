import { defineTexts } from '@platform/ui';
import english from './partners.en.json';
import chinese from './partners.zh.json';

export const partnersText = defineTexts(english, chinese);
