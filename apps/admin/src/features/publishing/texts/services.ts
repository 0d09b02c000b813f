import { defineTexts } from '@platform/ui';
import english from './services.en.json';
import chinese from './services.zh.json';

export const servicesText = defineTexts(english, chinese);
