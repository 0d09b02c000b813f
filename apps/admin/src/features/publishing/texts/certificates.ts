import { defineTexts } from '@platform/ui';
import english from './certificates.en.json';
import chinese from './certificates.zh.json';

export const certificatesText = defineTexts(english, chinese);
