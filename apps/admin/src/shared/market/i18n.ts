import { defineTexts } from '@platform/ui';
import english from './i18n.en.json';
import chinese from './i18n.zh.json';

// Under the `market` key: what every market screen of the back office shares (badge, classes, statuses).

export const marketText = defineTexts(english, chinese);
