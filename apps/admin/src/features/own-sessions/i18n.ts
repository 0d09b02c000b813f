import { defineTexts } from '@platform/ui';
import english from './i18n.en.json';
import chinese from './i18n.zh.json';

// The page's frame; the list's own words are the shared `sessions` texts (@platform/ui).

export const ownSessionsText = defineTexts(english, chinese);
