// Texts of the back office's robot products: the catalogue with each product's rules and uptake, and its editor.
import { defineTexts } from '@platform/ui';
import english from './i18n.en.json';
import chinese from './i18n.zh.json';

export const robotsText = defineTexts(english, chinese);
