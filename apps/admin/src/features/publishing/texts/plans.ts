import { defineTexts } from '@platform/ui';
import english from './plans.en.json';
import chinese from './plans.zh.json';

export const plansText = defineTexts(english, chinese);
