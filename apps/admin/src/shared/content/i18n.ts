import { defineTexts } from '@platform/ui';
import english from './i18n.en.json';
import chinese from './i18n.zh.json';

// Under the `content` key: what every published-content screen shares (states, actions, confirmations).

export const contentText = defineTexts(english, chinese);
