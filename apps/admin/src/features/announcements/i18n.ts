import { defineTexts } from '@platform/ui';
import english from './i18n.en.json';
import chinese from './i18n.zh.json';

// Under the `announcements` key: operators' announcements to every customer's inbox, or a segment's.

export const announcementsText = defineTexts(english, chinese);
