import { defineTexts } from '@platform/ui';
import english from './i18n.en.json';
import chinese from './i18n.zh.json';

export const feedbackText = defineTexts(english, chinese);
