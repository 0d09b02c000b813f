import { defineTexts } from '@platform/ui';
import english from './i18n.en.json';
import chinese from './i18n.zh.json';

// Under the `richText` key: the formatting toolbar and preview of long texts (news, cases, plans, about-us).

export const richTextText = defineTexts(english, chinese);
