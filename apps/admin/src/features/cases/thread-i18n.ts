// Texts of the case page's Conversation section (issue 15 §1), kept beside i18n.ts under `cases.thread`.
import { defineTexts } from '@platform/ui';
import english from './thread-i18n.en.json';
import chinese from './thread-i18n.zh.json';

export const threadText = defineTexts(english, chinese);
