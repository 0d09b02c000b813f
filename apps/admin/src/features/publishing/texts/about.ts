import { defineTexts } from '@platform/ui';
import english from './about.en.json';
import chinese from './about.zh.json';

export const aboutUsText = defineTexts(english, chinese);
