import { defineTexts } from '@platform/ui';
import english from './i18n.en.json';
import chinese from './i18n.zh.json';

// Texts the shared pieces use (states, tables, roles, reasons), under the `shared` key of the app namespace.

export const sharedText = defineTexts(english, chinese);
