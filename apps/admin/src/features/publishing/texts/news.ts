import { defineTexts } from '@platform/ui';
import english from './news.en.json';
import chinese from './news.zh.json';

export const portalNewsText = defineTexts(english, chinese);
